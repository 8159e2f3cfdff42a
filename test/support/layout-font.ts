/**
 * The font of the layout tests, brought by the suite: where a test measures where text falls (a price beside a label,
 * a first screen's showtimes, chips on one line), the machine's fonts would decide it, and a fresh machine with other
 * fonts failed such a test every time (issue 48). The widget takes its font from the page (src/view/styles.ts), so the
 * test page sets Tinos, loaded from test/fonts/ before the first widget is drawn.
 *
 * Tinos (Apache License 2.0 upstream, published by Fontsource under the SIL Open Font License 1.1: test/fonts/OFL.txt)
 * has the metrics of Times New Roman, the browsers' default font, which these tests were written against; its Latin
 * subset (U+0000-00FF, punctuation, € and the narrow no-break space that times are formatted with) covers what the
 * layout tests show. A character outside it would still fall back to a machine's font: a layout test in another
 * script brings that script's file too.
 */

const FAMILY = 'Showtime Finder Test Tinos';

/** The faces: regular, and bold for what the widget sets at 600 (the nearest face a browser picks). */
const FACES = [
  { file: 'tinos-latin-400-normal.woff2', weight: '400' },
  { file: 'tinos-latin-700-normal.woff2', weight: '700' },
];

/** Loads the test font and makes it the page's, for a test file's `before`. */
export async function useLayoutFont(): Promise<void> {
  const faces = FACES.map(({ file, weight }) => {
    const url = new URL(`../fonts/${file}`, import.meta.url);
    return new FontFace(FAMILY, `url(${url.href}) format('woff2')`, { weight, style: 'normal' });
  });
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
  document.documentElement.style.fontFamily = `'${FAMILY}'`;
  await document.fonts.ready;
}
