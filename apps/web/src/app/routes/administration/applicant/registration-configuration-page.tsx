import { RegistrationConfiguration } from '../../../../features/registration/components/registration-configuration';

/** /administration/preApplicant/configuration: when the campus takes online registrations, for which year and grades. */
export function RegistrationConfigurationPage() {
  return <RegistrationConfiguration />;
}
