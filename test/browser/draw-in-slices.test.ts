// The slicing controller on its own, in a small Lit element of the test's: what the widget's
// lists of cinemas rely on, in the cases a real load reaches only by chance of timing.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { DrawInSlices, FIRST_SLICE } from '../../src/view/draw-in-slices.js';

class SlicedList extends LitElement {
  static override properties = {
    list: { attribute: false },
    drawn: { type: Boolean },
    locale: {},
    limit: { attribute: false },
  };
  declare list: readonly string[];
  declare drawn: boolean;
  declare locale: string;
  declare limit: number | undefined;
  slices = new DrawInSlices(this);
  /** Every item rendered, in order. */
  rendered: string[] = [];

  constructor() {
    super();
    [this.list, this.drawn, this.locale] = [[], true, 'en'];
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await super.getUpdateComplete();
    await this.slices.done;
    return complete;
  }

  #render = (item: string): TemplateResult => {
    this.rendered.push(item);
    return html`<li>${item}</li>`;
  };

  protected override render(): TemplateResult | typeof nothing {
    return this.drawn
      ? html`<ul>
          ${this.slices.draw(this.list, {
            context: this.locale,
            render: this.#render,
            same: (before, now) => before === now,
            limit: this.limit,
          })}
        </ul>`
      : nothing;
  }
}
customElements.define('sliced-list', SlicedList);

const items = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
const texts = (element: SlicedList) => [...element.shadowRoot!.querySelectorAll('li')].map((item) => item.textContent);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('DrawInSlices', () => {
  it('draws a long list a slice per task, and whole by the time updateComplete resolves', async () => {
    const element = await fixture<SlicedList>(html`<sliced-list .list=${items('a', 150)}></sliced-list>`);
    expect(texts(element)).to.deep.equal(items('a', 150));
    element.list = items('b', 150);
    await nextTask();
    expect(texts(element).length).to.be.within(1, 149);
    await element.updateComplete;
    expect(texts(element)).to.deep.equal(items('b', 150));
  });

  it('drops what the list before drew at once where the new list differs, and keeps what is the same', async () => {
    const element = await fixture<SlicedList>(html`<sliced-list .list=${items('a', 150)}></sliced-list>`);
    // The same items but the first few: past the first slice too, the list before stays as it is.
    const list = [...items('b', FIRST_SLICE), ...items('a', 150).slice(FIRST_SLICE)];
    element.rendered = [];
    element.list = list;
    await nextTask();
    expect(texts(element)).to.deep.equal(list);
    expect(element.rendered).to.deep.equal(items('b', FIRST_SLICE));
    element.list = items('c', 120);
    await nextTask();
    // Nothing of the list before is left: past the first slice, the items wait for their slices.
    const now = texts(element);
    expect(now.length).to.be.within(FIRST_SLICE, 119);
    expect(now).to.deep.equal(items('c', now.length));
    await element.updateComplete;
    expect(texts(element)).to.deep.equal(items('c', 120));
  });

  it('draws only the first `limit` items, and the next ones when the limit grows, keeping those drawn', async () => {
    const list = items('a', 150);
    const element = await fixture<SlicedList>(html`<sliced-list .list=${list} .limit=${20}></sliced-list>`);
    expect(texts(element)).to.deep.equal(items('a', 20));
    element.rendered = [];
    element.limit = 40;
    await element.updateComplete;
    expect(texts(element)).to.deep.equal(items('a', 40));
    expect(element.rendered).to.deep.equal(list.slice(20, 40));
    element.limit = 20;
    await element.updateComplete;
    expect(texts(element)).to.deep.equal(items('a', 20));
  });

  it('draws a list whole again after a render that left it out', async () => {
    const list = items('a', 150);
    const element = await fixture<SlicedList>(html`<sliced-list .list=${list}></sliced-list>`);
    element.drawn = false;
    await element.updateComplete;
    expect(texts(element)).to.deep.equal([]);
    element.drawn = true;
    await element.updateComplete;
    expect(texts(element)).to.deep.equal(list);
  });

  it('renders only the items that differ from the ones drawn at their places, in the same locale', async () => {
    const element = await fixture<SlicedList>(html`<sliced-list .list=${items('a', 150)}></sliced-list>`);
    const list = items('a', 150);
    list[5] = 'b5';
    list[140] = 'b140';
    element.rendered = [];
    element.list = list;
    await element.updateComplete;
    expect(element.rendered).to.deep.equal(['b5', 'b140']);
    expect(texts(element)).to.deep.equal(list);
    element.rendered = [];
    element.locale = 'de';
    await element.updateComplete;
    expect(element.rendered).to.deep.equal(list);
  });
});
