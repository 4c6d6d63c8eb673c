export {
  CountriesForm,
  NewsletterForm,
  NicknameForm,
  PasswordForm,
  PhoneForm,
  ProfileSection,
} from './ProfileForms';
