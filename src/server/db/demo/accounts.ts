/** The demo admin and demo shopper a fresh database is seeded with (docs/product.md §10); the browser tests sign in as them. */
export const DEMO_ADMIN = {
  name: 'Asha Admin',
  email: 'admin@fashionstore.example.com',
  password: 'Admin@12345',
  contact: '9876543210',
  role: 'Technical',
  image: '/images/avatar-admin.svg',
} as const;

export const DEMO_SHOPPER = {
  name: 'Riya Shopper',
  email: 'shopper@fashionstore.example.com',
  password: 'Shopper@12345',
  city: 'Mumbai',
} as const;
