/** Staff roles, as `role_id` in the API. */
export const Role = { Admin: 1, Seller: 2, Adder: 3 } as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const roleIds = [Role.Admin, Role.Seller, Role.Adder] as const;

export const roleNames: Record<RoleId, string> = {
  [Role.Admin]: 'Admin',
  [Role.Seller]: 'Seller',
  [Role.Adder]: 'Adder',
};

/** Who may call a route: everybody, or staff of the listed roles. */
export type Access = 'public' | readonly RoleId[];

/** The role sets of the contract's role table. */
export const access = {
  public: 'public',
  catalogWrite: [Role.Admin, Role.Adder],
  orderDesk: [Role.Admin, Role.Seller],
  users: [Role.Admin],
  /** Exchange rates set the PayPal charge: an Admin's setting, not a catalogue edit. */
  rates: [Role.Admin],
  /** A metal's price per gram reprices every product priced by weight: an Admin's setting. */
  metalPrices: [Role.Admin],
  /** Where the shop delivers and what it charges there: an Admin's setting. */
  deliveryZones: [Role.Admin],
  anyStaff: [Role.Admin, Role.Seller, Role.Adder],
  /** Backups hold every customer's data: Admins only. */
  backups: [Role.Admin],
} as const satisfies Record<string, Access>;
