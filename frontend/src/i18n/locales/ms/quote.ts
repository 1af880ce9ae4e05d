import type { Catalogue } from '../../catalogue';
import type english from '../en/quote';

const quote: Catalogue<typeof english> = {
  label: 'Butiran harga',
  show: 'Butiran harga',
  hide: 'Sembunyikan butiran harga',
  extras: {
    heading: 'Tambahan',
    perDay: '{{price}} sehari',
    perRental: '{{price}} setiap sewaan',
    quantity: 'Berapa',
    delivery: 'Penghantaran dan pengambilan',
    collect: 'Tidak, saya akan ambil kereta',
    zone: '{{zone}} ({{price}})',
  },
  days: {
    daily_one: '{{count}} hari pada {{price}}',
    daily_other: '{{count}} hari pada {{price}}',
    weekend_one: '{{count}} hari hujung minggu pada {{price}}',
    weekend_other: '{{count}} hari hujung minggu pada {{price}}',
    weekly_one: '{{count}} hari pada kadar mingguan, {{price}}',
    weekly_other: '{{count}} hari pada kadar mingguan, {{price}} sehari',
    monthly_one: '{{count}} hari pada kadar bulanan, {{price}}',
    monthly_other: '{{count}} hari pada kadar bulanan, {{price}} sehari',
  },
  seasonPercent: '{{season}} {{percent}}%: {{days}}',
  seasonRate: '{{season}}: {{days}}',
  addOnPerDay_one: '{{name}} × {{quantity}}, {{count}} hari pada {{price}}',
  addOnPerDay_other: '{{name}} × {{quantity}}, {{count}} hari pada {{price}}',
  addOnPerRental: '{{name}} × {{quantity}} pada {{price}}',
  capped: '(had maksimum)',
  delivery: 'Penghantaran dan pengambilan: {{zone}}',
  tierDiscount: 'Diskaun {{tier}} ({{percent}}%)',
  discount: 'Diskaun',
  tax: 'SST {{percent}}%',
  deposit: 'Deposit (dikembalikan)',
  total: 'Anggaran jumlah',
  includedTax: 'Termasuk SST sebanyak {{amount}}',
  chargedAs: 'Dikenakan sebagai {{count}} hari: kadar lebih panjang lebih murah daripada {{asked}} hari',
  minimum: 'Tempahan {{name}} sekurang-kurangnya {{days}} hari: pilih tarikh lebih panjang',
  unavailable: 'Harga tidak dapat dikira sekarang.',
  loading: 'Mengira harga…',
};

export default quote;
