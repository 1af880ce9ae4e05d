import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { VehicleServiceView } from './dto/vehicle-service.view';
import { serviceStatus } from './service-schedule';

/** A car's schedule and its next service, as staff see them. */
export function vehicleServiceView(vehicle: Vehicle, today = todayInKualaLumpur()): VehicleServiceView {
  const sinceOn = vehicle.registrationDate ?? todayInKualaLumpur(vehicle.createdAt);
  return {
    everyKm: vehicle.serviceEveryKm,
    everyMonths: vehicle.serviceEveryMonths,
    lastServiceOn: vehicle.lastServiceOn,
    lastServiceKm: vehicle.lastServiceKm,
    ...serviceStatus({ ...vehicle, sinceOn }, today),
  };
}
