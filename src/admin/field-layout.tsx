/**
 * The preview of an entry the site's components do not draw (preview.tsx): field by field as the site
 * shows an entry, in the classes preview.css styles (gatsby/editor-preview.ts).
 */
import type { ReactNode } from "react";

type Data = Record<string, unknown>;

/** An editor field as config.json describes it (gatsby/cms-config.ts), as far as the layout reads it. */
export interface LayoutField {
  name: string;
  label?: string;
  widget?: string;
  fields?: LayoutField[];
}

const NOT_SHOWN = new Set(["slug", "order", "menuOrder", "$schema"]);
const HEADING = ["name", "title", "event", "heading"];

const text = (value: unknown): string => (value == null ? "" : String(value));

/** A card with the field's label over its content. */
const Labelled = ({ field, children }: { field: LayoutField; children: ReactNode }) => (
  <section className="card">
    <div className="text">
      <span className="label">{field.label}</span>
      {children}
    </div>
  </section>
);

/** A group of fields as a table of its plain values. */
const Table = ({ field, cells, inner }: { field: LayoutField; cells: Data; inner: LayoutField[] }) => (
  <section className="card">
    <div className="text">
      <h2>{field.label}</h2>
      <table>
        <tbody>
          {inner.map(({ name, label }) =>
            cells[name] == null || typeof cells[name] === "object" ? null : (
              <tr key={name}>
                <th>{label}</th>
                <td>{text(cells[name])}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  </section>
);

interface FieldProps {
  field: LayoutField;
  value: unknown;
  asset: (value: string) => string;
}

/** A list: an album of its photos with their captions, else one line per item. */
function List({ field, items, asset }: Omit<FieldProps, "value"> & { items: unknown[] }) {
  const image = field.fields?.find((inner) => inner.widget === "image");
  if (!image) {
    return (
      <Labelled field={field}>
        {items.map((item, index) => (
          <p key={index}>
            {typeof item === "object"
              ? Object.values(item as Data)
                  .map(text)
                  .join(" · ")
              : text(item)}
          </p>
        ))}
      </Labelled>
    );
  }
  const caption = field.fields?.find((inner) => inner.widget === "string");
  return (
    <section>
      <h2>{field.label}</h2>
      <div className="grid">
        {items.map((item, index) => (
          <figure key={index}>
            <img src={asset(text((item as Data)[image.name]))} alt="" />
            {caption ? <figcaption>{text((item as Data)[caption.name])}</figcaption> : null}
          </figure>
        ))}
      </div>
    </section>
  );
}

function Field({ field, value, asset }: FieldProps) {
  if (value == null || value === "" || NOT_SHOWN.has(field.name)) return null;
  switch (field.widget) {
    case "hidden":
    case "boolean":
      return null;
    case "image":
      return (
        <div className="card portrait">
          <img src={asset(text(value))} alt="" />
        </div>
      );
    case "object":
      if (field.fields) return <Table field={field} cells={value as Data} inner={field.fields} />;
      break;
    case "list":
      if (Array.isArray(value)) return <List field={field} items={value} asset={asset} />;
      break;
  }
  return (
    <Labelled field={field}>
      <p style={{ margin: 0 }}>{text(value)}</p>
    </Labelled>
  );
}

export function FieldLayout({
  fields,
  data,
  asset,
}: {
  fields: LayoutField[];
  data: Data;
  asset: FieldProps["asset"];
}) {
  const heading = fields.find((field) => HEADING.includes(field.name) && data[field.name]);
  return (
    <article className="page">
      <header className="band">
        <span className="accent" />
        <h1>{text(data[heading ? heading.name : "slug"])}</h1>
      </header>
      <div className="body">
        {fields.map((field) =>
          field === heading ? null : (
            <Field key={field.name} field={field} value={data[field.name]} asset={asset} />
          ),
        )}
      </div>
    </article>
  );
}
