import { defineMessages } from 'react-intl';

// Words more than one card of the dashboard says.
export const DASHBOARD_MESSAGES = defineMessages<{ academicYear: { year: string } }>({
  academicYear: { id: 'dashboard.common.academicYear', defaultMessage: 'Academic year {year}' },
});
