import { Injectable, OnModuleInit } from '@nestjs/common';
import { AUTH_ERRORS } from '../auth/auth.errors';
import { appError } from '../common/errors/app-error';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsSelect, Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AccountLookup, IdentityService } from '../auth/identity.service';
import { Customer } from './entities/customer.entity';

/** Only what a request's identity needs: this runs on every signed-in request. */
const CUSTOMER_IDENTITY: FindOptionsSelect<Customer> = {
  id: true,
  email: true,
  fullName: true,
  status: true,
  confirmedAt: true,
  erasedAt: true,
};

type CustomerIdentity = Pick<Customer, 'id' | 'email' | 'fullName' | 'status' | 'confirmedAt' | 'erasedAt'>;

/** Who a customer's token names: a confirmed customer who is not suspended and whose account was not erased. */
@Injectable()
export class CustomerAccounts implements AccountLookup<CustomerIdentity>, OnModuleInit {
  readonly kind = 'customer';
  readonly roles = ['customer'] as const;

  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly identities: IdentityService,
  ) {}

  onModuleInit(): void {
    this.identities.register(this);
  }

  find(id: number): Promise<CustomerIdentity | null> {
    return this.customers.findOne({ select: CUSTOMER_IDENTITY, where: { id } });
  }

  userFor(customer: CustomerIdentity | null): AuthUser {
    if (!customer || customer.confirmedAt === null || customer.erasedAt) throw appError(AUTH_ERRORS.SESSION_ENDED);
    if (customer.status === 'blacklisted') {
      throw appError(AUTH_ERRORS.ACCOUNT_SUSPENDED);
    }
    return { id: customer.id, role: 'customer', username: customer.email, displayName: customer.fullName };
  }
}
