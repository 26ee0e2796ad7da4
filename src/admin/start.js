// Starts the content editor (Decap CMS, decap-cms.js) with config.json, which the build generates from
// content/schemas (scripts/cms-config.ts). `npm run cms` runs decap-server as the local backend; when
// it listens on another port than Decap's 8081, the address says so: /admin/?local_backend_port=9124.
window.CMS_MANUAL_INIT = true;

// Decap writes an upload's path as "images/photo.jpg"; the content check wants "./images/photo.jpg".
var MEDIA_PATH = /^images\//;
function relativeMedia(fields, data) {
  if (!data || typeof data.get !== "function") return data;
  fields.forEach(function (field) {
    var value = data.get(field.name);
    if (value == null) return;
    if (field.widget === "image" && typeof value === "string" && MEDIA_PATH.test(value)) {
      data = data.set(field.name, "./" + value);
    } else if (field.widget === "object" && field.fields) {
      data = data.set(field.name, relativeMedia(field.fields, value));
    } else if (field.widget === "list" && field.fields && typeof value.map === "function") {
      data = data.set(
        field.name,
        value.map(function (item) {
          return relativeMedia(field.fields, item);
        }),
      );
    }
  });
  return data;
}

function fieldsOf(config, collectionName, slug) {
  var collection = config.collections.find(function (candidate) {
    return candidate.name === collectionName;
  });
  if (!collection) return [];
  if (collection.fields) return collection.fields;
  var file = (collection.files || []).find(function (candidate) {
    return candidate.name === slug;
  });
  return file ? file.fields : [];
}
window.addEventListener("DOMContentLoaded", function () {
  var port = new URLSearchParams(window.location.search).get("local_backend_port");
  fetch("config.json", { cache: "no-cache" })
    .then(function (response) {
      if (!response.ok) throw new Error("config.json: HTTP " + response.status);
      return response.json();
    })
    .then(function (config) {
      config.load_config_file = false;
      if (port && /^[0-9]{2,5}$/.test(port)) {
        config.local_backend = { url: "http://" + window.location.hostname + ":" + port + "/api/v1" };
      }
      window.CMS.registerEventListener({
        name: "preSave",
        handler: function (event) {
          var entry = event.entry;
          var fields = fieldsOf(config, entry.get("collection"), entry.get("slug"));
          return relativeMedia(fields, entry.get("data"));
        },
      });
      window.CMS.init({ config: config });
    })
    .catch(function (error) {
      document.body.textContent = "The editor could not start: " + error.message;
    });
});
