/** The add-ons and delivery zones the business offers, as GET /api/pricing/catalogue answers: a child seat for
 * every car, a roof box for SUVs only, and one zone. */
export const PRICING_CATALOGUE = {
  addOns: [
    {
      id: 1,
      nameEn: 'Child seat',
      nameMs: 'Kerusi kanak-kanak',
      pricing: 'per_day',
      price: '10.00',
      cap: null,
      taxable: true,
      categories: null,
      stock: 3,
      active: true,
    },
    {
      id: 2,
      nameEn: 'Roof box',
      nameMs: 'Kotak bumbung',
      pricing: 'per_rental',
      price: '50.00',
      cap: null,
      taxable: true,
      categories: ['SUV'],
      stock: 1,
      active: true,
    },
  ],
  deliveryZones: [{ id: 4, nameEn: 'Klang Valley', nameMs: 'Lembah Klang', fee: '40.00', active: true }],
  weekendDays: [5, 6, 0],
};
