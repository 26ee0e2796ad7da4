import * as React from "react";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  getProps?: unknown;
  state?: unknown;
  replace?: boolean;
};

const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    children,
    activeClassName: _a,
    activeStyle: _s,
    partiallyActive: _p,
    getProps: _g,
    state: _st,
    replace: _r,
    ...rest
  },
  ref,
) {
  return (
    <a {...rest} ref={ref} href={to}>
      {children}
    </a>
  );
});

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) => <div className="mock-slice" data-alias={alias} {...rest} />),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
