// What the development menu and its About dialog need of a development (both import it here).

/** What the menu needs of a development: where its pages live, and whether its plan is public. */
export interface MenuDevelopment {
  slug: string;
  first: boolean;
  status?: string;
  publish_availability?: boolean;
}
