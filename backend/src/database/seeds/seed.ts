import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../common/security/passwords';
import { FileStorage } from '../../common/storage/file-storage';
import { canonicalName } from '../../common/validation/canonical-name';
import { Customer } from '../../customers/entities/customer.entity';
import { StaffMember } from '../../staff/entities/staff-member.entity';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';
import { AddOn } from '../../pricing/entities/add-on.entity';
import { DeliveryZone } from '../../pricing/entities/delivery-zone.entity';
import { DEMO_ADD_ONS, DEMO_CUSTOMERS, DEMO_DELIVERY_ZONES, DEMO_STAFF, DEMO_VEHICLES } from './demo-data';
import { renderVehiclePhoto } from './vehicle-photo';

export interface SeedOptions {
  adminUsername: string;
  adminPassword: string;
  seedDemo: boolean;
  storage: FileStorage;
}

const logger = new Logger('Seed');

/** Creates the admin on first start, and the demo records that are missing. Safe to run at every boot. */
export async function seedDatabase(dataSource: DataSource, options: SeedOptions): Promise<void> {
  await ensureStaff(dataSource, options.adminUsername, options.adminPassword, 'admin');
  if (!options.seedDemo) return;
  await ensureStaff(dataSource, DEMO_STAFF.username, DEMO_STAFF.password, 'staff');
  await ensureDemoVehicles(dataSource, options.storage);
  await ensureDemoCustomers(dataSource);
  await ensureDemoExtras(dataSource);
}

async function ensureStaff(dataSource: DataSource, name: string, password: string, role: StaffMember['role']): Promise<void> {
  // Stored as every sign-in looks it up: ADMIN_USERNAME=Admin is the account "admin".
  const username = canonicalName(name);
  const staff = dataSource.getRepository(StaffMember);
  if (await staff.existsBy({ username })) return;
  await staff.insert({ username, hashedPassword: await hashPassword(password), role });
  logger.log(`Created ${role} account "${username}"`);
}

async function ensureDemoVehicles(dataSource: DataSource, storage: FileStorage): Promise<void> {
  const vehicles = dataSource.getRepository(Vehicle);
  for (const demo of DEMO_VEHICLES) {
    if (await vehicles.existsBy({ name: demo.name })) continue;
    const photo = await renderVehiclePhoto(`${demo.make} ${demo.model}`, demo.colorHex);
    const photoUrl = await storage.save('vehicle-photos', photo, 'jpg');
    const { colorHex: _colorHex, ...fields } = demo;
    await vehicles.insert({ ...fields, photoUrl });
    logger.log(`Created demo vehicle "${demo.name}"`);
  }
}

async function ensureDemoCustomers(dataSource: DataSource): Promise<void> {
  const customers = dataSource.getRepository(Customer);
  for (const demo of DEMO_CUSTOMERS) {
    if (await customers.existsBy({ email: demo.email })) continue;
    await customers.insert({ ...demo, hasAcceptedTerms: true, confirmedAt: new Date() });
    logger.log(`Created demo customer "${demo.email}"`);
  }
}

async function ensureDemoExtras(dataSource: DataSource): Promise<void> {
  const addOns = dataSource.getRepository(AddOn);
  for (const demo of DEMO_ADD_ONS) {
    if (await addOns.existsBy({ nameEn: demo.nameEn })) continue;
    await addOns.insert({ ...demo, categories: null, active: true });
    logger.log(`Created demo add-on "${demo.nameEn}"`);
  }
  const zones = dataSource.getRepository(DeliveryZone);
  for (const demo of DEMO_DELIVERY_ZONES) {
    if (await zones.existsBy({ nameEn: demo.nameEn })) continue;
    await zones.insert({ ...demo, active: true });
    logger.log(`Created demo delivery zone "${demo.nameEn}"`);
  }
}
