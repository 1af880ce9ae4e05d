import { type VehicleCategory } from '../../vehicles/vehicle-categories';

/** Demo records for a first look at the product (SEED_DEMO). Credentials are listed in the README. */
export const DEMO_STAFF = { username: 'staff', password: 'staff123' };

export interface DemoVehicle {
  name: string;
  make: string;
  model: string;
  plateIdentifier: string;
  category: VehicleCategory;
  color: string;
  colorHex: string;
  mileageLimit: number;
  dailyRate: string;
  deposit: string;
}

export const DEMO_VEHICLES: DemoVehicle[] = [
  {
    name: 'Perodua Myvi 1.5 AV',
    make: 'Perodua',
    model: 'Myvi',
    plateIdentifier: 'WXY',
    category: 'Compact',
    color: 'Granite Grey',
    colorHex: '#6b7280',
    mileageLimit: 300,
    dailyRate: '90.00',
    deposit: '150.00',
  },
  {
    name: 'Perodua Bezza 1.3 X',
    make: 'Perodua',
    model: 'Bezza',
    plateIdentifier: 'VFA',
    category: 'Sedan',
    color: 'Ivory White',
    colorHex: '#e5e7eb',
    mileageLimit: 300,
    dailyRate: '100.00',
    deposit: '200.00',
  },
  {
    name: 'Proton Saga 1.3 Premium',
    make: 'Proton',
    model: 'Saga',
    plateIdentifier: 'BPK',
    category: 'Sedan',
    color: 'Ruby Red',
    colorHex: '#b91c1c',
    mileageLimit: 300,
    dailyRate: '95.00',
    deposit: '200.00',
  },
  {
    name: 'Proton X70 1.5 TGDi',
    make: 'Proton',
    model: 'X70',
    plateIdentifier: 'JQM',
    category: 'SUV',
    color: 'Jet Black',
    colorHex: '#111827',
    mileageLimit: 250,
    dailyRate: '220.00',
    deposit: '300.00',
  },
  {
    name: 'Honda City 1.5 V',
    make: 'Honda',
    model: 'City',
    plateIdentifier: 'PNG',
    category: 'Sedan',
    color: 'Meteoroid Grey',
    colorHex: '#4b5563',
    mileageLimit: 300,
    dailyRate: '160.00',
    deposit: '250.00',
  },
  {
    name: 'Toyota Vellfire 2.5',
    make: 'Toyota',
    model: 'Vellfire',
    plateIdentifier: 'WA',
    category: 'MPV',
    color: 'Pearl White',
    colorHex: '#f3f4f6',
    mileageLimit: 200,
    dailyRate: '450.00',
    deposit: '500.00',
  },
];

/** Phones in E.164, as registration stores them. */
export const DEMO_CUSTOMERS = [
  {
    fullName: 'Nur Aisyah binti Ahmad',
    email: 'aisyah@example.com',
    phone: '+60123456789',
    address: '23 Jalan SS 2/24, 47300 Petaling Jaya, Selangor',
    icPassportNumber: '900101-14-5678',
    socialMediaHandle: '@aisyah.travels',
  },
  {
    fullName: 'Tan Wei Ming',
    email: 'weiming@example.com',
    phone: '+60162289012',
    address: '8 Lorong Kurau, 11200 Tanjung Bungah, Pulau Pinang',
    icPassportNumber: '880512-07-1234',
    socialMediaHandle: null,
  },
  {
    fullName: 'Rajesh a/l Kumar',
    email: 'rajesh@example.com',
    phone: '+60197765432',
    address: '41 Jalan Tun Razak, 80000 Johor Bahru, Johor',
    icPassportNumber: '850830-01-9876',
    socialMediaHandle: '@rajesh.k',
  },
];

/** Extras a Malaysian rental business sells: what the fleet dialog offers on a demo. */
export const DEMO_ADD_ONS = [
  {
    nameEn: 'Child seat',
    nameMs: 'Kerusi kanak-kanak',
    pricing: 'per_day' as const,
    priceSen: 1_000,
    capSen: 5_000,
    taxable: true,
    stock: 3,
  },
  {
    nameEn: 'Additional driver',
    nameMs: 'Pemandu tambahan',
    pricing: 'per_rental' as const,
    priceSen: 3_000,
    capSen: null,
    taxable: true,
    stock: null,
  },
  {
    nameEn: 'Excess reduction (CDW)',
    nameMs: 'Pengurangan lebihan (CDW)',
    pricing: 'per_day' as const,
    priceSen: 2_500,
    capSen: null,
    taxable: true,
    stock: null,
  },
];

export const DEMO_DELIVERY_ZONES = [
  { nameEn: 'Klang Valley', nameMs: 'Lembah Klang', feeSen: 4_000 },
  { nameEn: 'KLIA and klia2', nameMs: 'KLIA dan klia2', feeSen: 8_000 },
];
