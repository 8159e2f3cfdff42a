// The dependency floor measured by bundle-size.bench.ts: lit and @lit/task alone, each used so that
// nothing is shaken away, built as the widget is. Never shipped.
import { LitElement, css, html } from 'lit';
import { Task } from '@lit/task';

class FloorElement extends LitElement {
  // As the widget's stylesheet is made (src/view/styles.ts).
  static override styles = css`
    :host {
      display: block;
    }
  `;
  task = new Task(this, { task: async () => true, args: () => [] });
  override render() {
    return html`<p>${this.task.status}</p>`;
  }
}

customElements.define('floor-element', FloorElement);
