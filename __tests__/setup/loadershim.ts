// Gatsby's Link calls these loader hooks; jsdom has no Gatsby runtime.
const loader = { enqueue: jest.fn(), hovering: jest.fn() };
(globalThis as unknown as { ___loader: typeof loader }).___loader = loader;
