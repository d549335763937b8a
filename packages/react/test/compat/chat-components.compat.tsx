// Type-checked (never run) by ../typed-compat.test.ts: CopilotKit v2 code using every prop and slot of
// their chat sub-components, written as an app written against @copilotkitnext/react 1.54.1 would,
// with only the import changed. A prop we lack, or type differently, fails the test.
import type { AssistantMessage, Message, UserMessage } from "@ag-ui/core";
import {
  CopilotChatAssistantMessage,
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
} from "@wingman/react";
import type { ButtonHTMLAttributes, HTMLAttributes } from "react";

declare const assistant: AssistantMessage;
declare const user: UserMessage;
declare const messages: Message[];
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

export const view = (
  <CopilotChatView
    messages={messages}
    autoScroll
    isRunning={false}
    suggestions={[]}
    suggestionLoadingIndexes={[]}
    onSelectSuggestion={() => {}}
    welcomeScreen={false}
    onSubmitMessage={(value: string) => void value}
    onStop={() => {}}
    inputValue=""
    onInputChange={(value: string) => void value}
    messageView={{ assistantMessage: { onRegenerate: () => {} } }}
    suggestionView="s"
    className="v"
  />
);

export const shells = [
  <CopilotPopup header={{ title: "Help" }} toggleButton="t" defaultOpen width={400} height={500} clickOutsideToClose agentId="default" threadId="t1" labels={{ modalHeaderTitle: "Help" }} />,
  <CopilotSidebar header={{ title: "Help" }} toggleButton={{ className: "t" }} defaultOpen width="30rem" agentId="default" />,
  <CopilotPopupView header="h" toggleButton="t" width={400} height={500} clickOutsideToClose defaultOpen messages={messages} />,
  <CopilotSidebarView header={{ title: "Help" }} toggleButton="t" width={400} defaultOpen messages={messages} />,
];

// A misspelt prop is an error, not silently ignored.
// @ts-expect-error onThumbUp is not a prop (onThumbsUp is)
export const misspelt = <CopilotChatAssistantMessage message={assistant} onThumbUp={() => {}} />;
