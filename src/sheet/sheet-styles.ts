/**
 * The showtime sheet's look, adopted into the element's shadow root when the sheet first opens
 * (its chunk's, not the module's, bytes). It builds on the widget's stylesheet (src/view/styles.ts):
 * its colours, line, radius, gap and controls. A bottom sheet on a phone, a centred box on wider screens.
 */
import { css } from 'lit';

export const sheetStyles = css`
  [part~='sheet'] {
    box-sizing: border-box;
    width: min(32rem, 100% - 2rem);
    max-height: min(90dvh, 48rem);
    padding: 0;
    border: var(--sf-line);
    border-radius: var(--sf-radius);
    background: var(--sf-bg);
    color: inherit;
    overflow: auto;
    overscroll-behavior: contain;
  }
  [part~='sheet']::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  .sheet {
    display: grid;
    gap: var(--sf-gap);
    padding: calc(1.5 * var(--sf-gap));
    overflow-wrap: anywhere;
  }
  .sheet-head {
    display: flex;
    gap: var(--sf-gap);
    align-items: start;
    justify-content: space-between;
  }
  .sheet h2 {
    margin: 0;
    font-size: 1.3em;
  }
  .sheet dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.4rem var(--sf-gap);
    margin: 0;
  }
  .sheet dt {
    color: var(--sf-muted);
  }
  .sheet dd {
    margin: 0;
  }
  .sheet .badges {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .actions a {
    display: inline-flex;
    align-items: center;
    color: inherit;
    text-decoration: none;
    border: var(--sf-line);
    border-radius: var(--sf-radius);
    padding: 0.3em 0.7em;
    min-height: 2.25rem;
  }
  .actions [part~='book'] {
    background: var(--sf-accent);
    border-color: var(--sf-accent);
    color: var(--showtime-finder-on-accent, light-dark(#fff, #0b1d40));
    font-weight: 600;
  }
  .status {
    margin: 0;
    white-space: pre-line;
  }
  @media (pointer: coarse) {
    .actions a {
      min-height: 2.75rem;
    }
  }
  @media (max-width: 37.5rem) {
    [part~='sheet'] {
      width: 100%;
      max-width: none;
      margin: auto 0 0;
      border-radius: var(--sf-radius) var(--sf-radius) 0 0;
    }
  }
`;
