import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { fromSen, toSen } from '../common/money/money';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { DamagePriceDto, ReturnFeeDto } from './dto/return-inspection.dto';
import { ReturnFeeView, ReturnPriceListView } from './dto/return-inspection.view';
import { DamagePrice } from './entities/damage-price.entity';
import { ReturnFee } from './entities/return-fee.entity';
import { DAMAGE_KINDS, DAMAGE_SIZES } from './return-catalogue';
import { RETURN_ERRORS } from './returns.errors';

/** The fees and damage prices the return charges from: read by staff, changed by the admin (logged). */
@Injectable()
export class ReturnPriceListsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
  ) {}

  async list(): Promise<ReturnPriceListView> {
    const [fees, prices] = await Promise.all([
      this.dataSource.getRepository(ReturnFee).find({ order: { id: 'ASC' } }),
      this.dataSource.getRepository(DamagePrice).find(),
    ]);
    const order = (price: DamagePrice) => DAMAGE_KINDS.indexOf(price.kind) * DAMAGE_SIZES.length + DAMAGE_SIZES.indexOf(price.size);
    return {
      fees: fees.map(feeView),
      damagePrices: prices
        .sort((a, b) => order(a) - order(b))
        .map((price) => ({ kind: price.kind, size: price.size, amount: fromSen(price.amountSen) })),
    };
  }

  async createFee(actor: AuthUser, dto: ReturnFeeDto): Promise<ReturnPriceListView> {
    await inTransaction(this.dataSource, async (manager) => {
      const fee = await manager.save(manager.create(ReturnFee, { ...feeValues(dto) }));
      await this.staffLogs.record(manager, actor, {
        action: 'return_price_list_updated',
        targetType: 'return_fee',
        targetId: fee.id,
        details: { created: true, name: dto.nameEn, amount: dto.amount, active: dto.active },
      });
    });
    return this.list();
  }

  async updateFee(actor: AuthUser, id: number, dto: ReturnFeeDto): Promise<ReturnPriceListView> {
    await inTransaction(this.dataSource, async (manager) => {
      const result = await manager.update(ReturnFee, { id }, feeValues(dto));
      if (!result.affected) throw appError(RETURN_ERRORS.RETURN_FEE_NOT_FOUND);
      await this.staffLogs.record(manager, actor, {
        action: 'return_price_list_updated',
        targetType: 'return_fee',
        targetId: id,
        details: { name: dto.nameEn, amount: dto.amount, active: dto.active },
      });
    });
    return this.list();
  }

  async setDamagePrice(actor: AuthUser, dto: DamagePriceDto): Promise<ReturnPriceListView> {
    await inTransaction(this.dataSource, async (manager) => {
      const result = await manager.update(DamagePrice, { kind: dto.kind, size: dto.size }, { amountSen: toSen(dto.amount) });
      if (!result.affected) throw appError(RETURN_ERRORS.DAMAGE_PRICE_NOT_FOUND);
      await this.staffLogs.record(manager, actor, {
        action: 'return_price_list_updated',
        targetType: 'damage_price',
        targetId: null,
        details: { kind: dto.kind, size: dto.size, amount: dto.amount },
      });
    });
    return this.list();
  }
}

function feeValues(dto: ReturnFeeDto) {
  return { category: dto.category, nameEn: dto.nameEn, nameMs: dto.nameMs, amountSen: toSen(dto.amount), active: dto.active };
}

function feeView(fee: ReturnFee): ReturnFeeView {
  return { id: fee.id, category: fee.category, nameEn: fee.nameEn, nameMs: fee.nameMs, amount: fromSen(fee.amountSen), active: fee.active };
}
