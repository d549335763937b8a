import { ChangeDetectionStrategy, Component, DestroyRef, InjectionToken, computed, effect, inject, input, signal, type Provider } from "@angular/core";
import { NgTemplateOutlet } from "@angular/common";
import { completePartialMarkdown, parseInline, parseMarkdown, safeUrl, type InlineNode, type MarkdownBlock } from "@wingman/core/chat";
import { injectChatLabels } from "../copilot-chat-configuration.js";
import { CopilotCopyButton } from "../messages/copy-button.js";
import { SignalInput } from "../../ui/signal-input.js";

/**
 * Syntax highlighting, loaded lazily: the loader runs the first time a code block renders, and its
 * highlighter turns code into HTML (sanitised by Angular: use elements and `class`, no scripts).
 */
export type CodeHighlighter = () => Promise<(code: string, language: string) => string>;

const CODE_HIGHLIGHTER = new InjectionToken<CodeHighlighter>("CODE_HIGHLIGHTER");
let loaded: { loader: CodeHighlighter; highlighter: Promise<(code: string, language: string) => string> } | undefined;

/**
 * Highlights the chat's code blocks with a lazily loaded highlighter.
 *
 * @example
 * providers: [provideCodeHighlighter(() => import("./highlight.js").then((module) => module.highlight))]
 */
export function provideCodeHighlighter(loader: CodeHighlighter): Provider {
  return { provide: CODE_HIGHLIGHTER, useValue: loader };
}

/** A fenced code block: language label, copy button, focusable scroll area, optional highlighting. */
@Component({
  selector: "copilot-code-block",
  standalone: true,
  imports: [CopilotCopyButton],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-code-block", "[attr.data-language]": "language() || null" },
  template: `<div class="wm-code-block__bar">
      <span class="wm-code-block__language">{{ language() }}</span>
      <copilot-copy-button [text]="code()" [label]="labels().copyCodeLabel" />
    </div>
    <pre class="wm-code-block__pre" tabindex="0">@if (highlighted(); as html) {<code [class]="language() ? 'language-' + language() : ''" [innerHTML]="html"></code>} @else {<code [class]="language() ? 'language-' + language() : ''">{{ code() }}</code>}</pre>`,
})
export class CopilotCodeBlock {
  @SignalInput() readonly code = input.required<string>();
  @SignalInput() readonly language = input<string>("");
  protected readonly labels = injectChatLabels();
  protected readonly highlighted = signal<string | undefined>(undefined);

  constructor() {
    const loader = inject(CODE_HIGHLIGHTER, { optional: true });
    if (!loader) return;
    let active = true;
    inject(DestroyRef).onDestroy(() => void (active = false));
    effect(() => {
      const code = this.code();
      const language = this.language();
      if (!loaded || loaded.loader !== loader) loaded = { loader, highlighter: loader() };
      loaded.highlighter.then(
        (highlight) => void (active && this.highlighted.set(highlight(code, language))),
        () => void (active && this.highlighted.set(undefined)),
      );
    });
  }
}

/**
 * Streaming-friendly markdown with the core's small parser: headings, emphasis, links, images,
 * lists and task lists, block quotes, GFM tables and code blocks with a copy button. Raw HTML is
 * shown as text and unsafe URLs are dropped. While streaming, unfinished syntax is closed first.
 */
@Component({
  selector: "copilot-markdown",
  standalone: true,
  imports: [NgTemplateOutlet, CopilotCodeBlock],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: "wm-markdown" },
  template: `
    @for (block of blocks(); track $index + ':' + block.raw) {
      <ng-container *ngTemplateOutlet="blockTemplate; context: { $implicit: block }" />
    }
    <ng-template #blockTemplate let-block>
      @switch (block.type) {
        @case ("heading") {
          @switch (block.depth) {
            @case (1) { <h1><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(block.text) }" /></h1> }
            @case (2) { <h2><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(block.text) }" /></h2> }
            @case (3) { <h3><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(block.text) }" /></h3> }
            @case (4) { <h4><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(block.text) }" /></h4> }
            @case (5) { <h5><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(block.text) }" /></h5> }
            @default { <h6><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(block.text) }" /></h6> }
          }
        }
        @case ("paragraph") { <p><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(block.text) }" /></p> }
        @case ("code") { <copilot-code-block [code]="block.code" [language]="block.language" /> }
        @case ("hr") { <hr /> }
        @case ("blockquote") {
          <blockquote>
            @for (child of block.blocks; track $index) { <ng-container *ngTemplateOutlet="blockTemplate; context: { $implicit: child }" /> }
          </blockquote>
        }
        @case ("list") {
          @if (block.ordered) {
            <ol [attr.start]="block.start === 1 ? null : block.start">
              <ng-container *ngTemplateOutlet="itemsTemplate; context: { $implicit: block.items }" />
            </ol>
          } @else {
            <ul><ng-container *ngTemplateOutlet="itemsTemplate; context: { $implicit: block.items }" /></ul>
          }
        }
        @case ("table") {
          <div class="wm-markdown__table">
            <table>
              <thead>
                <tr>
                  @for (cell of block.header; track $index) {
                    <th [style.text-align]="block.align[$index] ?? null"><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(cell) }" /></th>
                  }
                </tr>
              </thead>
              <tbody>
                @for (row of block.rows; track $index) {
                  <tr>
                    @for (cell of row; track $index) {
                      <td [style.text-align]="block.align[$index] ?? null"><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(cell) }" /></td>
                    }
                  </tr>
                }
              </tbody>
            </table>
          </div>
        }
      }
    </ng-template>
    <ng-template #itemsTemplate let-items>
      @for (item of items; track $index) {
        <li>
          @if (item.checked !== undefined) {
            <input type="checkbox" [checked]="item.checked" disabled [attr.aria-label]="item.checked ? 'done' : 'to do'" />
          }
          @if (item.blocks.length === 1 && item.blocks[0].type === "paragraph") {
            <ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: inline(item.blocks[0].text) }" />
          } @else {
            @for (child of item.blocks; track $index) { <ng-container *ngTemplateOutlet="blockTemplate; context: { $implicit: child }" /> }
          }
        </li>
      }
    </ng-template>
    <ng-template #inlineTemplate let-nodes>
      @for (node of nodes; track $index) {
        @if (isText(node)) {{{ node }}} @else {
          @switch (node.type) {
            @case ("code") { <code>{{ node.text }}</code> }
            @case ("strong") { <strong><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: node.children }" /></strong> }
            @case ("em") { <em><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: node.children }" /></em> }
            @case ("del") { <del><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: node.children }" /></del> }
            @case ("br") { <br /> }
            @case ("link") {
              @if (safe(node.href); as href) {
                <a [attr.href]="href" [attr.title]="node.title ?? null" target="_blank" rel="noopener noreferrer"><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: node.children }" /></a>
              } @else {
                <span><ng-container *ngTemplateOutlet="inlineTemplate; context: { $implicit: node.children }" /></span>
              }
            }
            @case ("image") {
              @if (safe(node.src); as src) { <img [attr.src]="src" [attr.alt]="node.alt" [attr.title]="node.title ?? null" /> } @else {{{ node.alt }}}
            }
          }
        }
      }
    </ng-template>
  `,
})
export class CopilotMarkdown {
  @SignalInput() readonly content = input.required<string>();
  /** True while the text is still streaming: unfinished syntax is closed before rendering. */
  @SignalInput() readonly streaming = input<boolean>(false);

  protected readonly blocks = computed<MarkdownBlock[]>(() =>
    parseMarkdown(this.streaming() ? completePartialMarkdown(this.content()) : this.content()),
  );
  protected inline(text: string): InlineNode[] {
    return parseInline(text);
  }
  protected isText(node: InlineNode): node is string {
    return typeof node === "string";
  }
  protected safe(url: string): string | undefined {
    return safeUrl(url);
  }
}
