export { AlertsPage } from './alerts-page';
export { useAlerts, groupAlerts, type AlertGroup, type AlertView, type UseAlertsResult } from './use-alerts';
export { useDeviceAlerts, type DeviceAlertsState } from './use-device-alerts';
