import { DataSource } from 'typeorm';
import { Vehicle } from '../../src/vehicles/entities/vehicle.entity';
import { uniqueSuffix } from './unique';

export function makeVehicle(dataSource: DataSource, overrides: Partial<Vehicle> = {}): Promise<Vehicle> {
  return dataSource.getRepository(Vehicle).save({
    name: `Test Car ${uniqueSuffix()}`,
    make: 'Perodua',
    model: 'Myvi',
    plateIdentifier: 'WXY',
    category: 'Compact',
    dailyRate: '120.00',
    deposit: '200.00',
    ...overrides,
  });
}
