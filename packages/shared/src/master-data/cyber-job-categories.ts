/** §3: six cyber job categories used to group jobs and career content. */
export const CYBER_JOB_CATEGORY_CODES = [
  'governance_risk_compliance',
  'security_engineering_architecture',
  'security_operations_defense',
  'offensive_security',
  'digital_forensics_investigation',
  'cybersecurity_education_awareness',
] as const
