/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "@emotion/react";
import { LoadingScreen } from "../../src/components/loading-screen";
import { theme } from "../../src/styles/theme";

describe("loading screen on the server", () => {
  it("is not in the server-rendered HTML, which holds the page itself", () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <main>
          <h1>Events that we Participate in</h1>
        </main>
        <LoadingScreen durationMs={2000} />
      </ThemeProvider>,
    );
    expect(html).toContain("Events that we Participate in");
    expect(html).not.toContain("loading...");
    expect(html).not.toContain('role="status"');
  });
});
