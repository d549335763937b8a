import { RUNTIME_URL } from "@wingman/demo-shared/page";

/** Shown while the runtime cannot be reached; it goes away by itself when the runtime is back. */
export function RuntimeBanner({ onRetry }: { onRetry(): void }) {
  return (
    <div className="banner" role="alert" data-testid="runtime-banner">
      <svg className="banner__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 3l10 18H2z" fill="#fecaca" stroke="#b91c1c" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M12 10v5m0 3v.5" stroke="#b91c1c" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="banner__text">
        <strong>The copilot's runtime is unreachable.</strong> The page cannot reach <code>{RUNTIME_URL}</code>; is the server
        running (<code>npm start</code>)? It reconnects by itself as soon as the runtime is back, with your conversation.
      </div>
      <button type="button" className="button button--small" onClick={onRetry}>
        Retry now
      </button>
    </div>
  );
}
