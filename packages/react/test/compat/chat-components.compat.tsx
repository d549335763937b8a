// Type-checked (never run) by ../typed-compat.test.ts: CopilotKit v2 code using every prop and slot of
// their chat sub-components, written as an app written against @copilotkitnext/react 1.54.1 would,
// with only the import changed. A prop we lack, or type differently, fails the test.
import type { AssistantMessage, Message, ReasoningMessage, UserMessage } from "@ag-ui/core";
import {
  CopilotChatAssistantMessage,
  CopilotChatInput,
  CopilotChatReasoningMessage,
  CopilotChatMessageView,
  CopilotChatSuggestionPill,
  CopilotChatSuggestionView,
  CopilotChatToggleButton,
  CopilotChatToolCallsView,
  CopilotChatUserMessage,
  CopilotChatView,
  CopilotModalHeader,
  CopilotPopup,
  CopilotPopupView,
  CopilotSidebar,
  CopilotSidebarView,
  type AudioRecorderRef,
  type ToolsMenuItem,
} from "@wingman/react";
import { createRef, type ButtonHTMLAttributes, type HTMLAttributes, type ReactElement, type TextareaHTMLAttributes } from "react";

declare const assistant: AssistantMessage;
declare const user: UserMessage;
declare const messages: Message[];
declare const reasoning: ReasoningMessage;
const MyButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => <button type="button" {...props} />;
const MyDiv = (props: HTMLAttributes<HTMLDivElement>) => <div {...props} />;

export const assistantMessage = (
  <CopilotChatAssistantMessage
    message={assistant}
    messages={messages}
    isRunning={false}
    onThumbsUp={(message: AssistantMessage) => void message.id}
    onThumbsDown={(message: AssistantMessage) => void message.id}
    onReadAloud={(message: AssistantMessage) => void message.id}
    onRegenerate={(message: AssistantMessage) => void message.id}
    additionalToolbarItems={<span />}
    toolbarVisible
    markdownRenderer="my-markdown"
    toolbar={MyDiv}
    copyButton={MyButton}
    thumbsUpButton="up"
    thumbsDownButton={{ className: "down" }}
    readAloudButton={MyButton}
    regenerateButton={{ title: "Again" }}
    toolCallsView={{ messages }}
    className="mine"
    id="a1"
    onClick={() => {}}
  />
);

export const assistantLayout = (
  <CopilotChatAssistantMessage message={assistant}>
    {({ markdownRenderer, toolbar, copyButton, thumbsUpButton, thumbsDownButton, readAloudButton, regenerateButton, toolCallsView, message }) => (
      <div data-id={message.id}>
        {markdownRenderer}
        {toolCallsView}
        {toolbar}
        {[copyButton, thumbsUpButton, thumbsDownButton, readAloudButton, regenerateButton]}
      </div>
    )}
  </CopilotChatAssistantMessage>
);

export const assistantParts = [
  <CopilotChatAssistantMessage.MarkdownRenderer content="**hi**" />,
  <CopilotChatAssistantMessage.Toolbar />,
  <CopilotChatAssistantMessage.ToolbarButton title="Do">x</CopilotChatAssistantMessage.ToolbarButton>,
  <CopilotChatAssistantMessage.CopyButton />,
  <CopilotChatAssistantMessage.ThumbsUpButton />,
  <CopilotChatAssistantMessage.ThumbsDownButton />,
  <CopilotChatAssistantMessage.ReadAloudButton />,
  <CopilotChatAssistantMessage.RegenerateButton onClick={() => {}} />,
];

export const userMessage = (
  <CopilotChatUserMessage
    message={user}
    onEditMessage={({ message }: { message: UserMessage }) => void message.id}
    onSwitchToBranch={({ message, branchIndex, numberOfBranches }: { message: UserMessage; branchIndex: number; numberOfBranches: number }) =>
      void [message.id, branchIndex, numberOfBranches]
    }
    branchIndex={0}
    numberOfBranches={2}
    additionalToolbarItems={<span />}
    messageRenderer="bubble"
    toolbar={{ className: "bar" }}
    copyButton={MyButton}
    editButton="edit"
    branchNavigation={{ className: "nav" }}
    className="mine"
  />
);

export const userParts = [
  <CopilotChatUserMessage.Container>x</CopilotChatUserMessage.Container>,
  <CopilotChatUserMessage.MessageRenderer content="hi" className="c" />,
  <CopilotChatUserMessage.Toolbar />,
  <CopilotChatUserMessage.ToolbarButton title="Do">x</CopilotChatUserMessage.ToolbarButton>,
  <CopilotChatUserMessage.CopyButton copied />,
  <CopilotChatUserMessage.EditButton />,
  <CopilotChatUserMessage.BranchNavigation message={user} currentBranch={1} numberOfBranches={3} onSwitchToBranch={({ branchIndex }) => void branchIndex} />,
];

export const messageView = (
  <CopilotChatMessageView messages={messages} isRunning assistantMessage={{ onThumbsUp: () => {} }} userMessage="user" reasoningMessage={{}} cursor="cursor" className="list">
    {({ isRunning, messages: all, messageElements, interruptElement }) => (
      <div data-running={isRunning} data-count={all.length}>
        {messageElements}
        {interruptElement}
      </div>
    )}
  </CopilotChatMessageView>
);
export const cursor = <CopilotChatMessageView.Cursor className="c" />;

export const toolCalls = <CopilotChatToolCallsView message={assistant} messages={messages} />;

export const suggestions = (
  <CopilotChatSuggestionView
    suggestions={[{ title: "Hi", message: "Hi", isLoading: false }]}
    onSelectSuggestion={(suggestion, index) => void [suggestion.title, index]}
    loadingIndexes={[0]}
    container="row"
    suggestion={{ icon: <span /> }}
    className="s"
  />
);
export const pill = <CopilotChatSuggestionPill icon={<span />} isLoading={false} onClick={() => {}}>Hi</CopilotChatSuggestionPill>;

export const header = (
  <CopilotModalHeader title="Help" titleContent="t" closeButton={MyButton} className="h">
    {({ titleContent, closeButton }) => (
      <div>
        {titleContent}
        {closeButton}
      </div>
    )}
  </CopilotModalHeader>
);
export const headerParts = [<CopilotModalHeader.Title>Help</CopilotModalHeader.Title>, <CopilotModalHeader.CloseButton onClick={() => {}} />];

export const toggle = <CopilotChatToggleButton openIcon="o" closeIcon={{ width: 20 }} className="t" onClick={() => {}} disabled={false} />;

const tools: (ToolsMenuItem | "-")[] = [
  { label: "Search the web", action: () => {} },
  "-",
  { label: "Insert", items: [{ label: "Table", action: () => {} }, "-", { label: "Chart", action: () => {} }] },
];
const MyTextArea = (props: TextareaHTMLAttributes<HTMLTextAreaElement>) => <textarea {...props} />;
const containerRef = createRef<HTMLDivElement>();
const textAreaRef = createRef<HTMLTextAreaElement>();
const recorderRef = createRef<AudioRecorderRef>();

export const input = (
  <CopilotChatInput
    mode="input"
    toolsMenu={tools}
    autoFocus
    onSubmitMessage={(value: string) => void value}
    onStop={() => {}}
    isRunning={false}
    onStartTranscribe={() => {}}
    onCancelTranscribe={() => {}}
    onFinishTranscribe={() => {}}
    onFinishTranscribeWithAudio={async (audioBlob: Blob) => void audioBlob.size}
    onAddFile={() => {}}
    value=""
    onChange={(value: string) => void value}
    positioning="absolute"
    keyboardHeight={120}
    containerRef={containerRef}
    showDisclaimer
    textArea={MyTextArea}
    sendButton="send"
    startTranscribeButton={{ className: "mic" }}
    cancelTranscribeButton={MyButton}
    finishTranscribeButton={MyButton}
    addMenuButton={{ toolsMenu: tools }}
    audioRecorder="recorder"
    disclaimer={MyDiv}
    className="composer"
    id="composer"
    onKeyUp={() => {}}
  />
);
export const inputModes = [<CopilotChatInput mode="transcribe" />, <CopilotChatInput mode="processing" />];

export const inputLayout = (
  <CopilotChatInput toolsMenu={tools}>
    {({ textArea, sendButton, startTranscribeButton, cancelTranscribeButton, finishTranscribeButton, addMenuButton, audioRecorder, disclaimer, mode, isRunning, showDisclaimer }) => (
      <div data-mode={mode} data-running={isRunning} data-disclaimer={showDisclaimer}>
        {addMenuButton}
        {mode === "transcribe" ? audioRecorder : textArea}
        {[startTranscribeButton, cancelTranscribeButton, finishTranscribeButton, sendButton]}
        {disclaimer}
      </div>
    )}
  </CopilotChatInput>
);

export const inputParts = [
  <CopilotChatInput.SendButton onClick={() => {}} disabled />,
  <CopilotChatInput.ToolbarButton icon={<span />} labelKey="chatInputToolbarToolsButtonLabel" defaultClassName="tool" onClick={() => {}} />,
  <CopilotChatInput.StartTranscribeButton />,
  <CopilotChatInput.CancelTranscribeButton />,
  <CopilotChatInput.FinishTranscribeButton />,
  <CopilotChatInput.AddMenuButton toolsMenu={tools} onAddFile={() => {}} />,
  <CopilotChatInput.TextArea ref={textAreaRef} rows={2} placeholder="Ask" />,
  <CopilotChatInput.AudioRecorder ref={recorderRef} className="rec" />,
  <CopilotChatInput.Disclaimer className="d" />,
];

const MyWelcome = ({ input, suggestionView }: { input: ReactElement; suggestionView: ReactElement }) => (
  <div>
    {input}
    {suggestionView}
  </div>
);

export const view = (
  <CopilotChatView
    messages={messages}
    autoScroll
    isRunning={false}
    suggestions={[]}
    suggestionLoadingIndexes={[]}
    onSelectSuggestion={() => {}}
    welcomeScreen={MyWelcome}
    onSubmitMessage={(value: string) => void value}
    onStop={() => {}}
    inputMode="transcribe"
    inputValue=""
    onInputChange={(value: string) => void value}
    onStartTranscribe={() => {}}
    onCancelTranscribe={() => {}}
    onFinishTranscribe={() => {}}
    onFinishTranscribeWithAudio={async (audioBlob: Blob) => void audioBlob.type}
    disclaimer={MyDiv}
    messageView={{ assistantMessage: { onRegenerate: () => {} } }}
    scrollView={{ autoScroll: false, scrollToBottomButton: MyButton, feather: "feather", inputContainerHeight: 80, isResizing: false }}
    input={{ disclaimer: MyDiv, toolsMenu: tools, onAddFile: () => {} }}
    suggestionView="s"
    className="v"
    id="chat"
    onKeyDown={() => {}}
  />
);
export const viewWelcome = [<CopilotChatView welcomeScreen />, <CopilotChatView welcomeScreen="welcome" />, <CopilotChatView welcomeScreen={{ welcomeMessage: MyDiv }} />];

export const viewLayout = (
  <CopilotChatView messages={messages}>
    {({ messageView, scrollView, input, suggestionView }) => (
      <div>
        {scrollView}
        {suggestionView}
        {input}
        <aside>{messageView}</aside>
      </div>
    )}
  </CopilotChatView>
);

export const viewParts = [
  <CopilotChatView.ScrollView autoScroll scrollToBottomButton="b" feather={MyDiv} inputContainerHeight={40} isResizing={false} className="sv">
    x
  </CopilotChatView.ScrollView>,
  <CopilotChatView.ScrollToBottomButton onClick={() => {}} />,
  <CopilotChatView.Feather className="f" />,
  <CopilotChatView.WelcomeMessage className="w" />,
  <CopilotChatView.WelcomeScreen input={<div />} suggestionView={<div />} welcomeMessage="w" className="ws" />,
  <CopilotChatView.WelcomeScreen input={<div />} suggestionView={<div />}>
    {({ welcomeMessage, input: composer, suggestionView }) => (
      <main>
        {welcomeMessage}
        {composer}
        {suggestionView}
      </main>
    )}
  </CopilotChatView.WelcomeScreen>,
];

export const reasoningMessage = (
  <CopilotChatReasoningMessage message={reasoning} messages={messages} isRunning header={MyButton} contentView="content" toggle={{ className: "t" }} className="r" id="r1" />
);
export const reasoningLayout = (
  <CopilotChatReasoningMessage message={reasoning}>
    {({ header: heading, contentView, toggle: collapsible, message, messages: all, isRunning }) => (
      <div data-id={message.id} data-count={all?.length} data-running={isRunning}>
        {heading}
        {collapsible}
        {contentView}
      </div>
    )}
  </CopilotChatReasoningMessage>
);
export const reasoningParts = [
  <CopilotChatReasoningMessage.Header isOpen label="Thinking" hasContent isStreaming onClick={() => {}} />,
  <CopilotChatReasoningMessage.Content isStreaming hasContent>
    text
  </CopilotChatReasoningMessage.Content>,
  <CopilotChatReasoningMessage.Toggle isOpen>x</CopilotChatReasoningMessage.Toggle>,
];

export const shells = [
  <CopilotPopup header={{ title: "Help" }} toggleButton="t" defaultOpen width={400} height={500} clickOutsideToClose agentId="default" threadId="t1" labels={{ modalHeaderTitle: "Help" }} />,
  <CopilotSidebar header={{ title: "Help" }} toggleButton={{ className: "t" }} defaultOpen width="30rem" agentId="default" />,
  <CopilotPopupView header="h" toggleButton="t" width={400} height={500} clickOutsideToClose defaultOpen messages={messages} />,
  <CopilotSidebarView header={{ title: "Help" }} toggleButton="t" width={400} defaultOpen messages={messages} />,
];

// A misspelt prop is an error, not silently ignored.
// @ts-expect-error onThumbUp is not a prop (onThumbsUp is)
export const misspelt = <CopilotChatAssistantMessage message={assistant} onThumbUp={() => {}} />;
// @ts-expect-error toolMenu is not a prop (toolsMenu is)
export const misspeltInput = <CopilotChatInput toolMenu={tools} />;
// @ts-expect-error "recording" is not a mode (transcribe is)
export const wrongMode = <CopilotChatInput mode="recording" />;
// @ts-expect-error inputMod is not a prop (inputMode is)
export const misspeltView = <CopilotChatView inputMod="input" />;
// @ts-expect-error scrollview is not a prop (scrollView is)
export const misspeltSlot = <CopilotChatView scrollview="s" />;
