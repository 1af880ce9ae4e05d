import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/common/security/passwords';
import { StaffMember, StaffRole } from '../../src/staff/entities/staff-member.entity';
import { uniqueSuffix } from './unique';

export interface StaffFixture {
  member: StaffMember;
  password: string;
}

export async function makeStaff(
  dataSource: DataSource,
  overrides: { username?: string; password?: string; role?: StaffRole } = {},
): Promise<StaffFixture> {
  const password = overrides.password ?? 'correct-horse-battery';
  const member = await dataSource.getRepository(StaffMember).save({
    username: overrides.username ?? `staff_${uniqueSuffix()}`,
    hashedPassword: await hashPassword(password),
    role: overrides.role ?? 'staff',
  });
  return { member, password };
}
