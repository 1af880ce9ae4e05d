import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { hashPassword, verifyPassword } from '../common/security/passwords';
import { CreateStaffDto } from './dto/create-staff.dto';
import { StaffMemberView } from './dto/staff-member.view';
import { StaffMember, StaffRole } from './entities/staff-member.entity';

@Injectable()
export class StaffService {
  constructor(@InjectRepository(StaffMember) private readonly staff: Repository<StaffMember>) {}

  /** The account when username and password match, else null (the caller decides the message). */
  async findByCredentials(username: string, password: string): Promise<StaffMember | null> {
    const member = await this.staff.findOneBy({ username });
    return (await verifyPassword(password, member?.hashedPassword)) ? member : null;
  }

  async create(dto: CreateStaffDto, role: StaffRole = 'staff'): Promise<StaffMemberView> {
    if (await this.staff.existsBy({ username: dto.username })) {
      throw new ConflictException('That username is already taken');
    }
    const member = await this.staff.save(
      this.staff.create({ username: dto.username, hashedPassword: await hashPassword(dto.password), role }),
    );
    return StaffMemberView.of(member);
  }

  /** Creates the configured admin on first start; an existing account is left untouched. */
  async ensureAdmin(username: string, password: string): Promise<boolean> {
    if (await this.staff.existsBy({ username })) return false;
    await this.create({ username, password }, 'admin');
    return true;
  }
}
