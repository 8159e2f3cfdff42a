/**
 * The widget on paper: the chosen day's program, every cinema shown (also those behind
 * `part="more"`), without the controls (the chosen day and any format chip, end time or search in force stay,
 * as plain text, so the page says what it lists), in black on white whatever the theme or colour
 * scheme: browsers print no backgrounds, so nothing may rely on one. Each cinema keeps its zone and
 * address, and is kept on one page where it fits.
 */
import { css } from 'lit';

export const printStyles = css`
  @media print {
    :host {
      --sf-bg: #fff;
      --sf-muted: #000;
      --sf-accent: #000;
      --sf-line: 1px solid #000;
      color-scheme: light;
      color: #000;
      min-height: 0;
    }
    button:not([aria-checked='true'], [aria-pressed='true']),
    [part='ends-by'] :not([data-ends-by])[role='radio'],
    [part='ends-by']:not(:has([data-ends-by][aria-checked='true'])),
    .search:has(:placeholder-shown),
    [part='loading'] {
      display: none;
    }
    [part='day'],
    [part='filter'],
    [part='ends-by'] button,
    [part='search'] {
      border: 0;
      padding: 0;
      background: none;
      color: #000;
      font-weight: 700;
    }
    [part='cinema'] {
      break-inside: avoid;
    }
  }
`;
