// The sign-in popup's page (cms-auth.ts): one line saying how signing in went, and the page's one inline
// script, which cms-auth.ts writes and names by its hash in the page's Content-Security-Policy.
import { renderDocument } from "../../lib/render-document";

export function handshakeDocument(status: "success" | "error", script: string): string {
  return renderDocument(
    <>
      <p>
        {status === "success"
          ? "Signed in; this window closes itself."
          : "Sign-in failed; close this window and try again."}
      </p>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>,
    { title: "Signing in…", head: <meta name="robots" content="noindex" /> },
  );
}
