/**
 * What sharing a showtime sends (the Web Share API's data, or the clipboard's text): the movie,
 * the cinema, the day and time as the cinema tells them, and the booking link, else the page's.
 */
export interface SharedShowing {
  title: string;
  text: string;
  url: string;
}

export function sharedShowing(
  title: string,
  cinemaName: string,
  when: string,
  bookingUrl: string | undefined,
  pageUrl: string,
): SharedShowing {
  return { title, text: `${title}, ${cinemaName}, ${when}`, url: bookingUrl ?? pageUrl };
}

/** The clipboard's text where the browser cannot share: the text, then the link on a line of its own. */
export function clipboardText({ text, url }: SharedShowing): string {
  return `${text}\n${url}`;
}
