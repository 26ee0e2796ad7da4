/**
 * Starts the content editor (Decap CMS) with the generated config.json, wiring in the modules beside it
 * through the globals of decap.ts; bundled into public/admin/start.js.
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
