import { DataSource } from 'typeorm';
import { Customer } from '../../src/customers/entities/customer.entity';
import { uniqueSuffix } from './unique';

export function makeCustomer(dataSource: DataSource, overrides: Partial<Customer> = {}): Promise<Customer> {
  const suffix = uniqueSuffix();
  return dataSource.getRepository(Customer).save({
    fullName: `Customer ${suffix}`,
    email: `customer.${suffix}@example.com`,
    phone: '012-345 6789',
    address: '1 Jalan Test, 50000 Kuala Lumpur',
    icPassportNumber: `900101-14-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    confirmedAt: new Date(),
    ...overrides,
  });
}
