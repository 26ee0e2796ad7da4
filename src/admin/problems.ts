/**
 * The problems a refused save (or upload) has, in a panel that stays until the officer closes it or a
 * save succeeds; above everything, Decap's media library included (a refused upload is reported over it).
 */
const PANEL_ID = "content-check-problems";

export function showProblems(problems: readonly string[], heading?: string): void {
  hideProblems();
  const panel = document.createElement("section");
  panel.id = PANEL_ID;
  panel.setAttribute("role", "alert");
  panel.setAttribute("aria-labelledby", `${PANEL_ID}-title`);
  panel.style.cssText =
    "position:fixed;z-index:2147483647;left:50%;bottom:16px;transform:translateX(-50%);width:min(720px,calc(100% - 32px));" +
    "max-height:50vh;overflow:auto;background:#fff;color:#1d1d1f;border:2px solid #b00020;border-radius:8px;" +
    "padding:16px 20px;box-shadow:0 8px 24px rgba(0,0,0,.25);font:15px/1.5 system-ui,sans-serif";
  const title = document.createElement("h2");
  title.id = `${PANEL_ID}-title`;
  title.style.cssText = "margin:0 0 8px;font-size:17px;color:#b00020";
  title.textContent =
    heading || `Not saved: the content check refuses ${problems.length === 1 ? "this" : "these"}`;
  const list = document.createElement("ul");
  list.style.cssText = "margin:0 0 12px;padding-left:20px";
  problems.forEach((problem) => {
    const item = document.createElement("li");
    item.textContent = problem;
    list.appendChild(item);
  });
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.cssText =
    "font:inherit;padding:6px 14px;border:1px solid #1d1d1f;border-radius:4px;background:#fff;cursor:pointer";
  close.addEventListener("click", hideProblems);
  panel.append(title, list, close);
  document.body.appendChild(panel);
}

export function hideProblems(): void {
  document.getElementById(PANEL_ID)?.remove();
}
