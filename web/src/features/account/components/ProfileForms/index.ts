export {
  CountriesForm,
  NewsletterForm,
  NicknameForm,
  PasswordForm,
  PhoneForm,
} from './ProfileForms';
