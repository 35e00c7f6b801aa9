// /register/decor — the decor variant of the registration.
import Register from './register';

export default function RegisterDecor() {
  return <Register />;
}
