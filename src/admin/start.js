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
// Entries are written as the content check wants them (src/lib/canonical-json.ts): keys in the order of
// the editor's fields, which follow the schema's properties, at every depth; keys no field names after
// them. Decap gives toFile the top-level field names only, so the collection is found by them.
function orderByFields(value, fields) {
  if (Array.isArray(value)) {
    return value.map(function (item) {
      return orderByFields(item, fields);
    });
  }
  if (!value || typeof value !== "object" || !fields) return value;
  var ordered = {};
  var named = {};
  fields.forEach(function (field) {
    named[field.name] = true;
    if (!Object.prototype.hasOwnProperty.call(value, field.name)) return;
    var nested = field.fields || (field.field && field.field.fields);
    ordered[field.name] = orderByFields(value[field.name], nested);
  });
  Object.keys(value).forEach(function (key) {
    if (!named[key]) ordered[key] = value[key];
  });
  return ordered;
}

function canonicalFormat(config) {
  var fieldLists = [];
  config.collections.forEach(function (collection) {
    if (collection.fields) fieldLists.push(collection.fields);
    (collection.files || []).forEach(function (file) {
      fieldLists.push(file.fields);
    });
  });
  return {
    fromFile: function (text) {
      return JSON.parse(text);
    },
    toFile: function (data, fieldsOrder) {
      var names = (fieldsOrder || []).join("\n");
      var fields = fieldLists.find(function (list) {
        return (
          list
            .map(function (field) {
              return field.name;
            })
            .join("\n") === names
        );
      });
      // Decap ends the file with a newline.
      return JSON.stringify(orderByFields(data, fields), null, 2);
    },
  };
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
      window.CMS.registerCustomFormat("json", "json", canonicalFormat(config));
      window.CMS.init({ config: config });
    })
    .catch(function (error) {
      document.body.textContent = "The editor could not start: " + error.message;
    });
});
