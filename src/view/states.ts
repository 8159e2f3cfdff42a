/**
 * Why there are no showtimes to show: still loading, nothing in the days, or an error.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { ShowtimeFinderError } from '../errors.js';
import type { Language } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';

/**
 * Codes where trying again can help: the network, the platform or the token handler may be
 * back in a moment. A bad configuration, a refused token or an unknown movie stays as it is
 * until the page changes, so those get no retry button.
 */
const retryable = new Set(['network', 'server', 'rate-limited', 'token-unavailable', 'bad-response']);

/** The skeleton shown while loading: as tall as the widget's minimum, so nothing jumps. */
export function renderLoading(language: Language): TemplateResult {
  return html`<div part="loading" role="status"><span class="visually-hidden">${language.messages.loading}</span><div class="bone"></div><div class="bone"></div><div class="bone"></div></div>`;
}

/**
 * The error: a plain sentence for the moviegoer, the specific message (which says what to fix,
 * e.g. which origin to register) and the code, and a retry button where it can help.
 */
export function renderError(error: ShowtimeFinderError, language: Language, onRetry: () => void): TemplateResult {
  return html`<div part="error" role="alert" data-error-code=${error.code}><strong>${language.messages.errorTitle}</strong><span class="meta">${error.message} (${error.code})</span>${
    retryable.has(error.code) ? html`<button @click=${onRetry}>${language.messages.retry}</button>` : nothing
  }</div>`;
}

/** Nothing to show: what was searched, and the next date that has showings with a button to go there. */
export function renderEmpty(
  text: string,
  next: { label: string; onJump: () => void } | undefined,
  language: Language,
): TemplateResult {
  return html`<div part="empty" role="status"><p>${text}</p>${next ? html`<p>${fill(language.messages.nextShowings, next.label)}</p><button @click=${next.onJump}>${fill(language.messages.jumpTo, next.label)}</button>` : nothing}</div>`;
}
