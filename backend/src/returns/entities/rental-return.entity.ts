import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, JsonColumn } from '../../common/database/columns';
import { Rental } from '../../rentals/entities/rental.entity';
import type { ReturnFeeCategory } from '../return-catalogue';

/** The seven pickup angles, and close-ups of damage (any number, never replacing each other). */
export type ReturnPhotoType = 'front_with_customer' | 'front' | 'back' | 'left' | 'right' | 'interior_mileage' | 'known_damage' | 'damage';

export interface ReturnPhoto {
  type: ReturnPhotoType;
  /** Stored name under rental-photos; also the photo's key in the API. */
  fileName: string;
  /** ISO instant the photo reached the server. */
  takenAt: string;
  /** The phone's id of the upload, so a damage point queued with the close-up can name it before it had a key. */
  clientId?: string;
}

/** A named fee staff added, with its name and price as they were then. */
export interface ReturnFeeLine {
  /** The line's key in the quote ('fee:3'), unique within the return. */
  line: string;
  feeId: number;
  category: ReturnFeeCategory;
  nameEn: string;
  nameMs: string;
  amountSen: number;
}

/** A charge line staff waived, with why and who. */
export interface ReturnWaiver {
  line: string;
  reason: string;
  by: string;
  at: string;
}

/**
 * The return inspection of one rental, built up step by step and then finalized once. Every
 * change is a conditional update on `version` while `finalizedAt` is null, so nothing is replaced
 * after the finalize and two writers never both win.
 */
@Entity('rental_returns')
export class RentalReturn {
  @PrimaryColumn({ type: 'integer' })
  rentalId: number;

  @OneToOne(() => Rental, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_rental_returns_rental' })
  rental?: Rental;

  @JsonColumn()
  photos: ReturnPhoto[] | null;

  @Column({ type: 'integer', nullable: true })
  fuelLevel: number | null;

  @Column({ type: 'integer', nullable: true })
  mileage: number | null;

  /** When the car came back; the late fee is reckoned from it. */
  @Column({ type: 'datetime', nullable: true })
  returnedAt: Date | null;

  /** The customer's co-signature of the return (signatures area). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  signatureKey: string | null;

  @Column({ type: 'datetime', nullable: true })
  signedAt: Date | null;

  /** Set instead of a signature when the customer was not there, with staff's reason. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  customerAbsentReason: string | null;

  @JsonColumn()
  fees: ReturnFeeLine[] | null;

  @JsonColumn()
  waivers: ReturnWaiver[] | null;

  @Column({ type: 'integer', default: 0 })
  version: number;

  @Column({ type: 'datetime', nullable: true })
  finalizedAt: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  finalizedBy: string | null;

  /** The condition report made when the return was finalized (pdfs area); null until it is made. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  reportPdfKey: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
