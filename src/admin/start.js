// Starts the content editor (Decap CMS, decap-cms.js) with config.json, which the build generates from
// content/schemas (scripts/cms-config.ts). `npm run cms` runs decap-server as the local backend; when
// it listens on another port than Decap's 8081, the address says so: /admin/?local_backend_port=9124.
// Before every save the content check runs here (check.js, from src/admin/check.ts, against
// content.json): what it would refuse is not saved, and the officer reads why, field by field.
window.CMS_MANUAL_INIT = true;

// A reference in a list's summary shows the referenced entry's name (config.summaryLabels, by field and
// slug): each entry gets it as SUMMARY_LABEL + field when its file is read, and loses it before a save.
var SUMMARY_LABEL = "_label_";
function withLabels(data, summaryLabels) {
  if (!data || typeof data !== "object") return data;
  Object.keys(summaryLabels).forEach(function (field) {
    var label = typeof data[field] === "string" ? summaryLabels[field][data[field]] : undefined;
    if (label) data[SUMMARY_LABEL + field] = label;
  });
  return data;
}
function isLabel(key) {
  return typeof key === "string" && key.indexOf(SUMMARY_LABEL) === 0;
}
function withoutLabels(data) {
  if (!data || typeof data !== "object") return data;
  if (typeof data.filter === "function" && typeof data.get === "function") {
    return data.filter(function (value, key) {
      return !isLabel(key);
    });
  }
  var plain = {};
  Object.keys(data).forEach(function (key) {
    if (!isLabel(key)) plain[key] = data[key];
  });
  return plain;
}

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

// The editor collection an entry belongs to, and for a single-file collection the file's own settings.
function entryConfig(config, collectionName, slug) {
  var collection = config.collections.find(function (candidate) {
    return candidate.name === collectionName;
  });
  var file =
    collection &&
    (collection.files || []).find(function (candidate) {
      return candidate.name === slug;
    });
  return { collection: collection, file: file };
}

function fieldsOf(config, collectionName, slug) {
  var found = entryConfig(config, collectionName, slug);
  if (!found.collection) return [];
  return found.collection.fields || (found.file ? found.file.fields : []);
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

function canonicalFormat(config, summaryLabels) {
  var fieldLists = [];
  config.collections.forEach(function (collection) {
    if (collection.fields) fieldLists.push(collection.fields);
    (collection.files || []).forEach(function (file) {
      fieldLists.push(file.fields);
    });
  });
  return {
    fromFile: function (text) {
      return withLabels(JSON.parse(text), summaryLabels);
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
      return JSON.stringify(orderByFields(withoutLabels(data), fields), null, 2);
    },
  };
}

// The folder of an editor collection ("content/vehicles" → "vehicles"; a single file's folder likewise).
function folderOf(config, collectionName, slug) {
  var found = entryConfig(config, collectionName, slug);
  if (!found.collection) return undefined;
  var where = found.collection.folder || (found.file && found.file.file.replace(/\/[^/]*$/, "")) || "";
  return where.split("/").pop();
}

// What the save is checked against: read again before every save (under `npm run cms` it is the disk).
// The preview draws from the last one read (latestContent).
var latestContent;
function loadContent() {
  latestContent = fetch("content.json", { cache: "no-store" }).then(function (response) {
    if (!response.ok) throw new Error("content.json: HTTP " + response.status);
    return response.json();
  });
  return latestContent;
}

// The refused save's problems, in a panel that stays until the officer closes it or a save succeeds;
// above everything, Decap's media library included (a refused upload is reported over it).
var PANEL_ID = "content-check-problems";
function showProblems(problems, heading) {
  hideProblems();
  var panel = document.createElement("section");
  panel.id = PANEL_ID;
  panel.setAttribute("role", "alert");
  panel.setAttribute("aria-labelledby", PANEL_ID + "-title");
  panel.style.cssText =
    "position:fixed;z-index:2147483647;left:50%;bottom:16px;transform:translateX(-50%);width:min(720px,calc(100% - 32px));" +
    "max-height:50vh;overflow:auto;background:#fff;color:#1d1d1f;border:2px solid #b00020;border-radius:8px;" +
    "padding:16px 20px;box-shadow:0 8px 24px rgba(0,0,0,.25);font:15px/1.5 system-ui,sans-serif";
  var title = document.createElement("h2");
  title.id = PANEL_ID + "-title";
  title.style.cssText = "margin:0 0 8px;font-size:17px;color:#b00020";
  title.textContent =
    heading || "Not saved: the content check refuses " + (problems.length === 1 ? "this" : "these");
  var list = document.createElement("ul");
  list.style.cssText = "margin:0 0 12px;padding-left:20px";
  problems.forEach(function (problem) {
    var item = document.createElement("li");
    item.textContent = problem;
    list.appendChild(item);
  });
  var close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.cssText =
    "font:inherit;padding:6px 14px;border:1px solid #1d1d1f;border-radius:4px;background:#fff;cursor:pointer";
  close.addEventListener("click", hideProblems);
  panel.appendChild(title);
  panel.appendChild(list);
  panel.appendChild(close);
  document.body.appendChild(panel);
}
function hideProblems() {
  var panel = document.getElementById(PANEL_ID);
  if (panel) panel.remove();
}

// The check before a save: emptied optional fields are dropped (never saved as ""), then everything the
// content check would refuse once the entry is written refuses the save.
function checkedData(config, entry, data) {
  var folder = folderOf(config, entry.get("collection"), entry.get("slug"));
  if (!folder || !window.ContentCheck) return Promise.resolve(data);
  return loadContent().then(function (content) {
    window.ContentCheck.emptyOptionalPaths(content, folder, data.toJS()).forEach(function (path) {
      data = data.deleteIn(path);
    });
    var plain = data.toJS();
    var file =
      entry.get("path") || "content/" + folder + "/" + String(plain.slug || "").toLowerCase() + ".json";
    var uploads = (entry.get("mediaFiles") || []).map(function (media) {
      return typeof media.get === "function" ? media.get("path") : media.path;
    });
    var problems = window.ContentCheck.refusals(content, {
      folder: folder,
      file: file,
      data: plain,
      uploads: typeof uploads.toArray === "function" ? uploads.toArray() : uploads,
      isNew: entry.get("newRecord") === true,
    });
    if (problems.length > 0) {
      showProblems(problems);
      throw new Error("the content check refuses it: " + problems.join("; "));
    }
    hideProblems();
    return data;
  });
}

// Decap's image control asks for its picture once, before the media library has loaded, and keeps the
// empty placeholder it got (decap-cms#7099): this wrapper asks again until the picture is there, then
// hands the control a new getAsset so it redraws.
function registerImageControl(CMS) {
  var image = CMS.getWidget && CMS.getWidget("image");
  if (!image || !window.createClass || !window.h) return;
  var Control = image.control;
  var ImageControl = window.createClass({
    getInitialState: function () {
      return { round: 0 };
    },
    // Decap's Widget asks its control whether to redraw (the file control answers yes when a picture is
    // chosen in the media library); the wrapper lets every update through to the control, which decides.
    shouldComponentUpdate: function () {
      return true;
    },
    componentDidMount: function () {
      this.waitForPicture(0);
    },
    componentDidUpdate: function (previous) {
      if (previous.value !== this.props.value) this.waitForPicture(0);
    },
    componentWillUnmount: function () {
      clearTimeout(this.timer);
    },
    waitForPicture: function (tries) {
      clearTimeout(this.timer);
      var value = this.props.value;
      if (!value || typeof value !== "string" || tries > 100) return;
      var asset = this.props.getAsset(value, this.props.field);
      if (asset && asset.path === "empty.svg") {
        this.timer = setTimeout(() => this.waitForPicture(tries + 1), 100);
      } else if (tries > 0) {
        this.setState({ round: this.state.round + 1 });
      }
    },
    render: function () {
      if (this.bound !== this.state.round || !this.getAsset) {
        this.bound = this.state.round;
        this.getAsset = (value, field) => this.props.getAsset(value, field);
      }
      return window.h(Control, Object.assign({}, this.props, { getAsset: this.getAsset }));
    },
  });
  CMS.registerWidget("image", ImageControl, image.preview, image.schema);
}

// A group of fields that may be left out as a whole (a car's specification table before it is announced,
// a page's embedded article) is `required: false` in config.json, while its own fields keep their
// `required`, so none of them is labelled "(optional)" unless it may be emptied alone. Decap checks those
// fields even in a group left empty; this wrapper lets it check them only once something in the group is
// filled in. An emptied required field is then refused by the content check, which names the group and
// the field ("Combustion car specifications › Chassis: must not be empty").
function isLeftOut(value) {
  if (value == null || value === "") return true;
  if (typeof value !== "object") return false;
  if (typeof value.every === "function") return value.every(isLeftOut);
  return Object.keys(value).every(function (key) {
    return isLeftOut(value[key]);
  });
}
var PRESENCE = "PRESENCE";
function registerOptionalGroup(CMS) {
  var object = CMS.getWidget && CMS.getWidget("object");
  if (!object || !window.createClass || !window.h) return;
  var Control = object.control;
  var GroupControl = window.createClass({
    // Decap's object control redraws on every update so that each field inside may decide; so does this.
    shouldComponentUpdate: function () {
      return true;
    },
    optional: function () {
      return this.props.field.get("required") === false;
    },
    // What the fields inside report: nothing while the whole group is left out; once it is filled in,
    // everything but "is required" (the content check names a field that must not be empty).
    onValidateObject: function (id, errors) {
      var report = this.props.onValidateObject;
      if (!report) return;
      if (!this.optional()) return report(id, errors);
      if (isLeftOut(this.props.value)) return report(id, []);
      return report(
        id,
        (errors || []).filter(function (error) {
          return !error || error.type !== PRESENCE;
        }),
      );
    },
    validate: function () {
      if (this.inner && this.inner.validate) this.inner.validate();
    },
    focus: function (path) {
      if (this.inner && this.inner.focus) this.inner.focus(path);
    },
    render: function () {
      if (!this.report) this.report = (id, errors) => this.onValidateObject(id, errors);
      return window.h(
        Control,
        Object.assign({}, this.props, {
          onValidateObject: this.report,
          ref: (inner) => {
            this.inner = inner || undefined;
          },
        }),
      );
    },
  });
  CMS.registerWidget("object", GroupControl, object.preview, object.schema);
}

// A number field as text: Decap's own box (type="number") turns letters into an empty value, and an empty
// optional number is then left out of the file. This one keeps what was typed, so text in it is refused
// with a message and the file keeps its number.
var WHOLE_NUMBER = /^[-+]?[0-9]+$/;
var DECIMAL = /^[-+]?(?:[0-9]+[.]?[0-9]*|[.][0-9]+)$/;
function numberFrom(text, whole) {
  return (whole ? WHOLE_NUMBER : DECIMAL).test(text) ? Number(text) : undefined;
}
function registerNumberControl(CMS) {
  var number = CMS.getWidget && CMS.getWidget("number");
  if (!number || !window.createClass || !window.h) return;
  var NumberControl = window.createClass({
    getInitialState: function () {
      return { text: this.props.value == null ? "" : String(this.props.value) };
    },
    componentDidUpdate: function (previous) {
      // A value set from elsewhere (a restored draft, a reset) replaces what the box shows.
      var value = this.props.value;
      if (value !== previous.value && String(value == null ? "" : value) !== this.state.text.trim()) {
        this.setState({ text: value == null ? "" : String(value) });
      }
    },
    whole: function () {
      return this.props.field.get("value_type") !== "float";
    },
    handleChange: function (event) {
      var text = event.target.value;
      this.setState({ text: text });
      var trimmed = text.trim();
      var parsed = numberFrom(trimmed, this.whole());
      this.props.onChange(trimmed === "" ? "" : parsed === undefined ? text : parsed);
    },
    isValid: function () {
      var field = this.props.field;
      var value = this.props.value;
      var label = field.get("label", field.get("name"));
      var error = function (message) {
        return { error: { type: "CUSTOM", message: label + " " + message } };
      };
      if (typeof value === "string" && value.trim() !== "") {
        return error(
          (this.whole() ? "must be a whole number in digits" : "must be a number in digits") +
            ", such as " +
            (this.whole() ? "2017" : "12.5") +
            ' (not "' +
            value.trim() +
            '")',
        );
      }
      if (typeof value === "number") {
        var min = field.get("min");
        var max = field.get("max");
        if (typeof min === "number" && value < min) return error("must be at least " + min);
        if (typeof max === "number" && value > max) return error("must be at most " + max);
      }
      return true;
    },
    render: function () {
      var props = this.props;
      return window.h("input", {
        type: "text",
        inputMode: this.whole() ? "numeric" : "decimal",
        id: props.forID,
        className: props.classNameWrapper,
        value: this.state.text,
        onChange: this.handleChange,
        onFocus: props.setActiveStyle,
        onBlur: props.setInactiveStyle,
      });
    },
  });
  CMS.registerWidget("number", NumberControl, number.preview, number.schema);
}

// Decap explains a refused save itself (the field's message, or its notice beside the content check's
// panel) and then rejects a promise that nothing awaits. That rejection is the refusal already shown,
// not a fault of the page, so it is marked handled; every other rejection still reaches the console.
function quietRefusals() {
  window.addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    if (reason === undefined || (reason && reason.type === "ENTRY_PERSIST_FAILURE")) event.preventDefault();
  });
}

// The Media tab writes to no collection's images/ folder, where the content check would refuse the
// files: photos are added in an entry's image field instead. Its button is hidden and its route leads home.
function closeMediaTab() {
  var style = document.createElement("style");
  // The header's one button (the links are Contents and the site); Decap gives it no name of its own.
  style.textContent = "header nav li:has(> button){display:none!important}";
  document.head.appendChild(style);
  var leave = function () {
    if (/^#\/media/.test(window.location.hash)) window.location.hash = "#/";
  };
  window.addEventListener("hashchange", leave);
  leave();
}

// Photos made safe on the way in: every JPEG, PNG or WebP an officer picks is redrawn before Decap sees
// it, upright (its EXIF orientation applied), at most photoRules.MAX_LONG_SIDE px on its long side and
// re-encoded, which leaves every metadata block (camera, date, GPS position) behind. The file input's
// change event is held while that runs, then sent again with the safe files.
function safePhoto(file, rules) {
  var type = file.type === "image/jpg" ? "image/jpeg" : file.type;
  if (!/^image\/(jpeg|png|webp)$/.test(type)) return Promise.resolve(file);
  return createImageBitmap(file, { imageOrientation: "from-image" }).then(function (bitmap) {
    var scale = Math.min(1, rules.MAX_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    var canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    var context = canvas.getContext("2d");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    var quality = type === "image/webp" ? rules.WEBP_QUALITY : rules.JPEG_QUALITY;
    return canvas.convertToBlob({ type: type, quality: quality / 100 }).then(function (blob) {
      return new File([blob], file.name, { type: type, lastModified: file.lastModified });
    });
  });
}

// Where an upload in the open entry goes: its collection's folder, the slug as typed so far (the
// identifier field's box, else the address) and whether each entry's photos have a folder of their own.
function uploadTarget(config) {
  var route = /^#\/collections\/([^/]+)\/(?:entries\/([^?]+)|new)/.exec(window.location.hash);
  if (!route) return undefined;
  var fromRoute = route[2] ? decodeURIComponent(route[2]) : "";
  var found = entryConfig(config, route[1], fromRoute);
  if (!found.collection) return undefined;
  var box = document.querySelector(
    'input[id^="' + (found.collection.identifier_field || "slug") + '-field-"]',
  );
  var slug = found.file ? found.file.name : box ? box.value : fromRoute;
  return {
    folder: folderOf(config, route[1], fromRoute),
    slug: slug || "",
    perEntry: JSON.stringify(found.collection.fields || []).indexOf("{{slug") >= 0,
  };
}

// Each upload is renamed before Decap sees it (window.ContentCheck.uploadName): never the name of a file
// that is there, so Decap never asks to replace, and one entry's new photo never becomes another's.
function nameUploads(config, files, taken) {
  var target = uploadTarget(config);
  if (!target || !target.folder || !window.ContentCheck.uploadName) return Promise.resolve(files);
  return loadContent().then(function (content) {
    return files.map(function (file) {
      var name = window.ContentCheck.uploadName(content, {
        folder: target.folder,
        slug: target.slug,
        fileName: file.name,
        perEntry: target.perEntry,
        taken: taken,
      });
      if (!name) return undefined;
      var dir =
        "content/" + target.folder + "/images" + (target.perEntry ? "/" + target.slug.toLowerCase() : "");
      taken.push(dir + "/" + name);
      return new File([file], name, { type: file.type, lastModified: file.lastModified });
    });
  });
}

function makeUploadsSafe(config) {
  var rules = window.ContentCheck && window.ContentCheck.photoRules;
  if (!rules) return;
  var resent = new WeakSet();
  var taken = [];
  document.addEventListener(
    "change",
    function (event) {
      var input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files) return;
      if (resent.has(event)) return;
      var files = Array.prototype.slice.call(input.files);
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      Promise.all(
        files.map(function (file) {
          return safePhoto(file, rules);
        }),
      )
        .catch(function (error) {
          // A picture the browser cannot decode goes in as it is; the content check still judges it.
          console.error("The photo could not be made safe in the browser:", error);
          return files;
        })
        .then(function (safe) {
          return nameUploads(config, safe, taken);
        })
        .then(function (named) {
          if (named.some((file) => !file)) {
            showProblems(
              [
                "Slug: fill it in first. The photo is named after the entry, so that it never replaces another entry's photo.",
              ],
              "Photo not added",
            );
            input.value = "";
            return false;
          }
          hideProblems();
          var transfer = new DataTransfer();
          named.forEach(function (file) {
            transfer.items.add(file);
          });
          input.files = transfer.files;
          return true;
        })
        .then(function (send) {
          if (!send) return;
          var again = new Event("change", { bubbles: true });
          resent.add(again);
          input.dispatchEvent(again);
        })
        .catch(function (error) {
          input.value = "";
          showProblems(["The photo could not be named: " + error.message], "Photo not added");
        });
    },
    true,
  );
}

// The preview pane laid out as the site shows an entry (preview.css holds the site's colours and faces):
// its name or title on the dark band, its photo as a card, its text, specification tables and albums.
var NOT_SHOWN = { slug: true, order: true, menuOrder: true, $schema: true };
var HEADING = ["name", "title", "event", "heading"];

function previewTemplate() {
  var h = window.h;
  // Decap's getAsset wants the field as the editor holds it (an Immutable map), kept here as `source`.
  var picture = function (getAsset, value, field) {
    var asset = getAsset(value, field.source);
    return h("img", { src: asset ? String(asset) : "", alt: "" });
  };
  // The collection's fields as plain objects, each keeping its Immutable original as `source`.
  var plainFields = function (fields) {
    return fields
      .map(function (source) {
        var field = source.toJS();
        field.source = source;
        if (source.get("fields")) field.fields = plainFields(source.get("fields"));
        return field;
      })
      .toArray();
  };
  var text = function (value) {
    return value == null ? "" : String(value);
  };
  // A card with the field's label over its content.
  var labelled = function (field, content) {
    return h(
      "section",
      { className: "card", key: field.name },
      h("div", { className: "text" }, h("span", { className: "label" }, field.label), content),
    );
  };
  var renderField = function (field, value, getAsset) {
    if (value == null || value === "" || NOT_SHOWN[field.name] || field.widget === "hidden") return null;
    if (field.widget === "image") {
      return h("div", { className: "card portrait", key: field.name }, picture(getAsset, value, field));
    }
    if (field.widget === "object" && field.fields) {
      return h(
        "section",
        { className: "card", key: field.name },
        h(
          "div",
          { className: "text" },
          h("h2", null, field.label),
          h(
            "table",
            null,
            h(
              "tbody",
              null,
              field.fields.map(function (inner) {
                var cell = value[inner.name];
                if (cell == null || typeof cell === "object") return null;
                return h("tr", { key: inner.name }, h("th", null, inner.label), h("td", null, text(cell)));
              }),
            ),
          ),
        ),
      );
    }
    if (field.widget === "list" && Array.isArray(value)) {
      var image = (field.fields || []).find(function (inner) {
        return inner.widget === "image";
      });
      if (image) {
        var caption = (field.fields || []).find(function (inner) {
          return inner.widget === "string";
        });
        return h(
          "section",
          { key: field.name },
          h("h2", null, field.label),
          h(
            "div",
            { className: "grid" },
            value.map(function (item, index) {
              return h(
                "figure",
                { key: index },
                picture(getAsset, item[image.name], image),
                caption ? h("figcaption", null, text(item[caption.name])) : null,
              );
            }),
          ),
        );
      }
      return labelled(
        field,
        value.map(function (item, index) {
          return h(
            "p",
            { key: index },
            typeof item === "object" ? Object.values(item).map(text).join(" · ") : text(item),
          );
        }),
      );
    }
    if (field.widget === "boolean") return null;
    return labelled(field, h("p", { style: { margin: 0 } }, text(value)));
  };
  return window.createClass({
    render: function () {
      var data = this.props.entry.get("data");
      var values = data && typeof data.toJS === "function" ? data.toJS() : {};
      var fields =
        this.props.fields && typeof this.props.fields.map === "function"
          ? plainFields(this.props.fields)
          : [];
      var headingField = fields.find(function (field) {
        return HEADING.indexOf(field.name) >= 0 && values[field.name];
      });
      var getAsset = this.props.getAsset;
      return h(
        "article",
        { className: "page" },
        h(
          "header",
          { className: "band" },
          h("span", { className: "accent" }),
          h("h1", null, headingField ? text(values[headingField.name]) : text(values.slug)),
        ),
        h(
          "div",
          { className: "body" },
          fields.map(function (field) {
            return field === headingField ? null : renderField(field, values[field.name], getAsset);
          }),
        ),
      );
    },
  });
}

// Every saved entry of the content, parsed once per content.json read.
var parsedEntries = new WeakMap();
function entriesOf(content) {
  if (!parsedEntries.has(content)) {
    parsedEntries.set(
      content,
      content.entries.map(function (entry) {
        try {
          return { folder: entry.folder, data: JSON.parse(entry.text) };
        } catch {
          return { folder: entry.folder, data: {} };
        }
      }),
    );
  }
  return parsedEntries.get(content);
}

// The entries the site's own components can draw (preview.js: a vehicle's page, a team's page, the
// alumnus, board and sponsor cards) are drawn by them; the rest are laid out field by field (`fallback`).
function sitePreviewTemplate(config, fallback) {
  var h = window.h;
  var site = window.SitePreview;
  return window.createClass({
    folder: function () {
      return folderOf(config, this.props.collection.get("name"), this.props.entry.get("slug"));
    },
    componentDidMount: function () {
      this.draw(0);
    },
    componentDidUpdate: function () {
      this.draw(0);
    },
    componentWillUnmount: function () {
      clearTimeout(this.timer);
      if (this.node) site.unmount(this.node);
      this.node = undefined;
    },
    draw: function (tries) {
      clearTimeout(this.timer);
      (latestContent || loadContent()).then((content) => {
        var node = this.node;
        if (!node) return;
        var props = this.props;
        var data = withoutLabels(props.entry.get("data"));
        var values = data && typeof data.toJS === "function" ? data.toJS() : {};
        var folder = this.folder();
        var collection = content.collections.find(function (candidate) {
          return candidate.folder === folder;
        });
        var waiting = false;
        site.render(node, folder, values, {
          entries: entriesOf(content),
          references: (collection && collection.references) || {},
          asset: function (value) {
            var field =
              props.fields &&
              props.fields.find(function (candidate) {
                return candidate.get("widget") === "image" && values[candidate.get("name")] === value;
              });
            var asset = props.getAsset(value, field);
            // Decap hands out an empty placeholder until its media library has loaded (decap-cms#7099).
            if (!asset || asset.path === "empty.svg") waiting = true;
            return asset ? String(asset) : "";
          },
        });
        if (waiting && tries < 50) {
          this.timer = setTimeout(() => this.draw(tries + 1), 200);
        }
      });
    },
    render: function () {
      if (!site || !site.covers(this.folder())) return h(fallback, this.props);
      return h("div", {
        ref: (node) => {
          this.node = node || undefined;
        },
      });
    },
  });
}

function registerPreviews(CMS, config) {
  if (!CMS.registerPreviewTemplate || !window.createClass || !window.h) return;
  CMS.registerPreviewStyle("preview.css");
  var template = sitePreviewTemplate(config, previewTemplate());
  config.collections.forEach(function (collection) {
    if (collection.folder) CMS.registerPreviewTemplate(collection.name, template);
    (collection.files || []).forEach(function (file) {
      CMS.registerPreviewTemplate(file.name, template);
    });
  });
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
      // `npm run cms` edits the working copy's files directly: no branches, so no review workflow.
      if (/^(localhost|127\.0\.0\.1)$/.test(window.location.hostname)) delete config.publish_mode;
      if (port && /^[0-9]{2,5}$/.test(port)) {
        config.local_backend = { url: "http://" + window.location.hostname + ":" + port + "/api/v1" };
      }
      window.CMS.registerEventListener({
        name: "preSave",
        handler: function (event) {
          var entry = event.entry;
          var fields = fieldsOf(config, entry.get("collection"), entry.get("slug"));
          return checkedData(config, entry, relativeMedia(fields, withoutLabels(entry.get("data"))));
        },
      });
      var summaryLabels = config.summaryLabels || {};
      delete config.summaryLabels;
      registerImageControl(window.CMS);
      registerNumberControl(window.CMS);
      registerOptionalGroup(window.CMS);
      quietRefusals();
      registerPreviews(window.CMS, config);
      closeMediaTab();
      makeUploadsSafe(config);
      window.CMS.registerCustomFormat("json", "json", canonicalFormat(config, summaryLabels));
      window.CMS.init({ config: config });
    })
    .catch(function (error) {
      document.body.textContent = "The editor could not start: " + error.message;
    });
});
