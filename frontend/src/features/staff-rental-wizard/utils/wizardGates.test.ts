import { describe, expect, it } from 'vitest';
import { toKeyHandoverFormData, toPhotosFormData } from '../api/uploadForms';
import { photoFile } from '../test/wizardRentalFactory';
import { capturedRental, wizardRental } from '../test/wizardRentalFactory';
import {
  firstUnfinishedStep,
  mileageInput,
  missingRequiredPhotos,
  parseCurrentMileage,
  splitMessage,
  WIZARD_MESSAGES,
} from './wizardGates';

describe('the wizard gates', () => {
  it('resumes at the first step the server or the typed mileage does not cover', () => {
    expect(firstUnfinishedStep(wizardRental(), '12000', 0)).toBe('photos');
    // Open damage not yet shown (or not known yet) holds the first step too.
    expect(firstUnfinishedStep(capturedRental(), '12000', 2)).toBe('photos');
    expect(firstUnfinishedStep(capturedRental(), '12000', null)).toBe('photos');
    expect(firstUnfinishedStep(capturedRental({ existingDamageShownAt: '2026-11-01T01:00:00.000Z' }), '12000', 2)).toBe('review');
    expect(firstUnfinishedStep(capturedRental(), '', 0)).toBe('fuel');
    expect(firstUnfinishedStep(capturedRental(), '0', 0)).toBe('fuel');
    expect(firstUnfinishedStep(capturedRental({ signatureCaptured: false }), '12000', 0)).toBe('signature');
    expect(firstUnfinishedStep(capturedRental({ keyHandoverPhotoCaptured: false }), '12000', 0)).toBe('keyHandover');
    expect(firstUnfinishedStep(capturedRental(), '12000', 0)).toBe('review');
  });

  it('needs Front With Customer, picked now or uploaded before', () => {
    expect(missingRequiredPhotos({}, [])).toEqual(['front_with_customer']);
    expect(missingRequiredPhotos({ front: photoFile() }, [])).toEqual(['front_with_customer']);
    expect(missingRequiredPhotos({ front_with_customer: photoFile() }, [])).toEqual([]);
    expect(missingRequiredPhotos({}, [{ type: 'front_with_customer', takenAt: '2026-11-01T01:00:00.000Z' }])).toEqual([]);
  });

  it('takes a whole number of km above 0, up to seven digits', () => {
    expect(parseCurrentMileage('12345')).toBe(12345);
    expect(parseCurrentMileage(' 1 ')).toBe(1);
    expect(parseCurrentMileage('0')).toBeNull();
    expect(parseCurrentMileage('')).toBeNull();
    expect(parseCurrentMileage('12.5')).toBeNull();
    expect(parseCurrentMileage('-3')).toBeNull();
    expect(parseCurrentMileage('12345678')).toBeNull();
    expect(mileageInput('12,345 km')).toBe('12345');
    expect(mileageInput('123456789')).toBe('1234567');
  });

  it("splits the gates' 'Title: description' texts for the toast", () => {
    expect(splitMessage(WIZARD_MESSAGES.mileage)).toEqual({
      title: 'Current Mileage Required',
      description: "Please enter the vehicle's current mileage",
    });
    expect(splitMessage('Missing Required Photos: Please upload: Front With Customer')).toEqual({
      title: 'Missing Required Photos',
      description: 'Please upload: Front With Customer',
    });
  });
});

describe('the upload bodies', () => {
  it("sends 'photos' and 'photoTypes' pairwise in the slots' order, whatever order they were picked in", () => {
    const form = toPhotosFormData({
      known_damage: photoFile('damage.jpg'),
      front_with_customer: photoFile('fwc.jpg'),
      left: photoFile('left.jpg'),
    });
    expect(form?.getAll('photoTypes')).toEqual(['front_with_customer', 'left', 'known_damage']);
    expect(form?.getAll('photos').map((file) => (file as File).name)).toEqual(['fwc.jpg', 'left.jpg', 'damage.jpg']);
    expect(toPhotosFormData({})).toBeNull();
  });

  it("sends the key handover photo in the field 'photo'", () => {
    expect((toKeyHandoverFormData(photoFile('keys.jpg')).get('photo') as File).name).toBe('keys.jpg');
  });
});
