/**
 * Starts the content editor (Decap CMS, decap-cms.js) with config.json, which the build generates from
 * content/schemas (gatsby/cms-config.ts). `npm run cms` runs decap-server as the local backend; when it
 * listens on another port than Decap's 8081, the address says so: /admin/?local_backend_port=9124.
 *
 * Bundled on its own into public/admin/start.js (gatsby/on-post-bootstrap.ts) with the modules beside
 * it: the check before a save (save-check.ts), the JSON format (json-format.ts), the wrapped widgets
 * (widgets.ts), safe and well-named uploads (uploads.ts) and the preview pane (preview-pane.ts). No
 * visitor page loads it. It talks to Decap, check.js and preview.js through the globals they set
 * (decap.ts), and imports no site code but the canonical key order (src/lib/canonical-json.ts).
 */
import { loadConfig } from "./editor-config";
import { jsonFormat } from "./json-format";
import { registerPreviews } from "./preview-pane";
import { checkBeforeSave } from "./save-check";
import { guardUploads } from "./uploads";
import { registerWidgets } from "./widgets";

window.CMS_MANUAL_INIT = true;

window.addEventListener("DOMContentLoaded", () => {
  loadConfig()
    .then((config) => {
      const CMS = window.CMS;
      checkBeforeSave(CMS, config);
      // The names a list shows for references are the format's, not Decap's.
      const summaryLabels = config.summaryLabels || {};
      delete config.summaryLabels;
      registerWidgets(CMS);
      registerPreviews(CMS, config);
      guardUploads(config);
      CMS.registerCustomFormat("json", "json", jsonFormat(config, summaryLabels));
      CMS.init({ config });
    })
    .catch((error: unknown) => {
      document.body.textContent = `The editor could not start: ${error instanceof Error ? error.message : String(error)}`;
    });
});
