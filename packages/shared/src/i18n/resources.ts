import enAi from './locales/en/ai.json'
import enAuth from './locales/en/auth.json'
import enAwards from './locales/en/awards.json'
import enBilling from './locales/en/billing.json'
import enCareers from './locales/en/careers.json'
import enCommon from './locales/en/common.json'
import enComponents from './locales/en/components.json'
import enEmails from './locales/en/emails.json'
import enCompanyJobs from './locales/en/company-jobs.json'
import enCompany from './locales/en/company.json'
import enJobDescription from './locales/en/job-description.json'
import enJobs from './locales/en/jobs.json'
import enPdf from './locales/en/pdf.json'
import enErrors from './locales/en/errors.json'
import enMasterData from './locales/en/master-data.json'
import enMasterDataGuides from './locales/en/master-data-guides.json'
import enPersonality from './locales/en/personality.json'
import enNice from './locales/en/nice.json'
import enOptions from './locales/en/options.json'
import enProfile from './locales/en/profile.json'
import enRoles from './locales/en/roles.json'
import enSettings from './locales/en/settings.json'
import enTalentSearch from './locales/en/talent-search.json'
import enTeam from './locales/en/team.json'
import enContent from './locales/en/content.json'
import enLearning from './locales/en/learning.json'
import enQuiz from './locales/en/quiz.json'
import enCvAnalysis from './locales/en/cv-analysis.json'
import enValidation from './locales/en/validation.json'
import enAgents from './locales/en/agents.json'
import enPortfolio from './locales/en/portfolio.json'
import esAi from './locales/es/ai.json'
import esAuth from './locales/es/auth.json'
import esAwards from './locales/es/awards.json'
import esBilling from './locales/es/billing.json'
import esCareers from './locales/es/careers.json'
import esCommon from './locales/es/common.json'
import esComponents from './locales/es/components.json'
import esEmails from './locales/es/emails.json'
import esCompanyJobs from './locales/es/company-jobs.json'
import esCompany from './locales/es/company.json'
import esJobDescription from './locales/es/job-description.json'
import esJobs from './locales/es/jobs.json'
import esPdf from './locales/es/pdf.json'
import esErrors from './locales/es/errors.json'
import esMasterData from './locales/es/master-data.json'
import esMasterDataGuides from './locales/es/master-data-guides.json'
import esPersonality from './locales/es/personality.json'
import esNice from './locales/es/nice.json'
import esOptions from './locales/es/options.json'
import esProfile from './locales/es/profile.json'
import esRoles from './locales/es/roles.json'
import esSettings from './locales/es/settings.json'
import esTalentSearch from './locales/es/talent-search.json'
import esTeam from './locales/es/team.json'
import esContent from './locales/es/content.json'
import esLearning from './locales/es/learning.json'
import esQuiz from './locales/es/quiz.json'
import esCvAnalysis from './locales/es/cv-analysis.json'
import esValidation from './locales/es/validation.json'
import esAgents from './locales/es/agents.json'
import esPortfolio from './locales/es/portfolio.json'
import ptAi from './locales/pt/ai.json'
import ptAuth from './locales/pt/auth.json'
import ptAwards from './locales/pt/awards.json'
import ptBilling from './locales/pt/billing.json'
import ptCareers from './locales/pt/careers.json'
import ptCommon from './locales/pt/common.json'
import ptComponents from './locales/pt/components.json'
import ptEmails from './locales/pt/emails.json'
import ptCompanyJobs from './locales/pt/company-jobs.json'
import ptCompany from './locales/pt/company.json'
import ptJobDescription from './locales/pt/job-description.json'
import ptJobs from './locales/pt/jobs.json'
import ptPdf from './locales/pt/pdf.json'
import ptErrors from './locales/pt/errors.json'
import ptMasterData from './locales/pt/master-data.json'
import ptMasterDataGuides from './locales/pt/master-data-guides.json'
import ptPersonality from './locales/pt/personality.json'
import ptNice from './locales/pt/nice.json'
import ptOptions from './locales/pt/options.json'
import ptProfile from './locales/pt/profile.json'
import ptRoles from './locales/pt/roles.json'
import ptSettings from './locales/pt/settings.json'
import ptTalentSearch from './locales/pt/talent-search.json'
import ptTeam from './locales/pt/team.json'
import ptContent from './locales/pt/content.json'
import ptLearning from './locales/pt/learning.json'
import ptQuiz from './locales/pt/quiz.json'
import ptCvAnalysis from './locales/pt/cv-analysis.json'
import ptValidation from './locales/pt/validation.json'
import ptAgents from './locales/pt/agents.json'
import ptPortfolio from './locales/pt/portfolio.json'
import enResume from './locales/en/resume.json'
import esResume from './locales/es/resume.json'
import ptResume from './locales/pt/resume.json'
import enMessages from './locales/en/messages.json'
import esMessages from './locales/es/messages.json'
import ptMessages from './locales/pt/messages.json'
import enAlerts from './locales/en/alerts.json'
import esAlerts from './locales/es/alerts.json'
import ptAlerts from './locales/pt/alerts.json'
import type { Language } from './languages'

/**
 * One catalog per language, one namespace per feature (STYLE.md §7). The API and the web app load the same objects,
 * so an error code, an option label or a NICE role name reads the same on both sides.
 */
export const resources = {
  en: {
    common: enCommon,
    careers: enCareers,
    errors: enErrors,
    emails: enEmails,
    validation: enValidation,
    options: enOptions,
    'master-data': enMasterData,
    personality: enPersonality,
    'master-data-guides': enMasterDataGuides,
    nice: enNice,
    auth: enAuth,
    settings: enSettings,
    profile: enProfile,
    roles: enRoles,
    jobs: enJobs,
    pdf: enPdf,
    'job-description': enJobDescription,
    'company-jobs': enCompanyJobs,
    company: enCompany,
    team: enTeam,
    content: enContent,
    learning: enLearning,
    quiz: enQuiz,
    'cv-analysis': enCvAnalysis,
    'talent-search': enTalentSearch,
    components: enComponents,
    awards: enAwards,
    billing: enBilling,
    agents: enAgents,
    ai: enAi,
    alerts: enAlerts,
    portfolio: enPortfolio,
    messages: enMessages,
    resume: enResume,
  },
  es: {
    common: esCommon,
    careers: esCareers,
    errors: esErrors,
    emails: esEmails,
    validation: esValidation,
    options: esOptions,
    'master-data': esMasterData,
    personality: esPersonality,
    'master-data-guides': esMasterDataGuides,
    nice: esNice,
    auth: esAuth,
    settings: esSettings,
    profile: esProfile,
    roles: esRoles,
    jobs: esJobs,
    pdf: esPdf,
    'job-description': esJobDescription,
    'company-jobs': esCompanyJobs,
    company: esCompany,
    team: esTeam,
    content: esContent,
    learning: esLearning,
    quiz: esQuiz,
    'cv-analysis': esCvAnalysis,
    'talent-search': esTalentSearch,
    components: esComponents,
    awards: esAwards,
    billing: esBilling,
    agents: esAgents,
    ai: esAi,
    alerts: esAlerts,
    portfolio: esPortfolio,
    messages: esMessages,
    resume: esResume,
  },
  pt: {
    common: ptCommon,
    careers: ptCareers,
    errors: ptErrors,
    emails: ptEmails,
    validation: ptValidation,
    options: ptOptions,
    'master-data': ptMasterData,
    personality: ptPersonality,
    'master-data-guides': ptMasterDataGuides,
    nice: ptNice,
    auth: ptAuth,
    settings: ptSettings,
    profile: ptProfile,
    roles: ptRoles,
    jobs: ptJobs,
    pdf: ptPdf,
    'job-description': ptJobDescription,
    'company-jobs': ptCompanyJobs,
    company: ptCompany,
    team: ptTeam,
    content: ptContent,
    learning: ptLearning,
    quiz: ptQuiz,
    'cv-analysis': ptCvAnalysis,
    'talent-search': ptTalentSearch,
    components: ptComponents,
    awards: ptAwards,
    billing: ptBilling,
    agents: ptAgents,
    ai: ptAi,
    alerts: ptAlerts,
    portfolio: ptPortfolio,
    messages: ptMessages,
    resume: ptResume,
  },
} as const satisfies Record<Language, Record<string, unknown>>

export type Namespace = keyof (typeof resources)['en']
export const NAMESPACES = Object.keys(resources.en) as Namespace[]
