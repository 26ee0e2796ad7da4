// A request's media type: its Content-Type without parameters, in lower case ("" when it has none).

export const mediaType = (request: { headers: Record<string, string | string[] | undefined> }): string =>
  String(request.headers["content-type"] ?? "")
    .split(";", 1)[0]
    ?.trim()
    .toLowerCase() ?? "";
