import type { ReactNode } from "react";
import { CopilotKitProvider } from "@wingman/react";
import "@wingman/react/styles.css";
import "./globals.css";

export const metadata = { title: "Wingman on Next.js" };

/** A server component: the provider is a client component, rendered (and hydrated) from here. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <CopilotKitProvider runtimeUrl="/api/copilotkit" showDevConsole={process.env.NODE_ENV === "development"}>
          {children}
        </CopilotKitProvider>
      </body>
    </html>
  );
}
