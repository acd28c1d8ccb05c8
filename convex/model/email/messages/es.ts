import type { EmailCatalog } from "../catalog";

export const es: EmailCatalog = {
  greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
  signOff: "El equipo de Vetline",
  templates: {
    passwordResetCode: ({ code, validMinutes }) => ({
      subject: "Tu código para restablecer la contraseña de Vetline",
      blocks: [
        "Alguien ha pedido restablecer la contraseña de tu cuenta de Vetline. Introduce este código para elegir una contraseña nueva:",
        { highlight: code },
        `El código es válido durante ${validMinutes} minutos y solo funciona una vez. Si no lo has pedido, ignora este correo: tu contraseña no cambia.`,
      ],
    }),
    emailChanged: ({ newEmail }) => ({
      subject: "Se ha cambiado el correo electrónico de tu cuenta de Vetline",
      blocks: [
        `Tu cuenta de Vetline ahora inicia sesión con ${newEmail}. Esta dirección ya no recibirá correos sobre ella.`,
        "Si no has hecho este cambio, restablece tu contraseña de inmediato y ponte en contacto con nosotros.",
      ],
    }),
    bookingConfirmed: ({ vetName, petName, startsAt }, format) => ({
      subject: `Consulta confirmada: ${petName} con ${vetName}`,
      blocks: [
        `La videoconsulta de ${petName} con ${vetName} está confirmada para el ${format.dateTime(startsAt)}.`,
        "Únete desde tus reservas unos minutos antes de que empiece.",
      ],
    }),
    bookingRescheduled: ({ vetName, petName, startsAt, previousStartsAt }, format) => ({
      subject: `Consulta cambiada de hora: ${petName} con ${vetName}`,
      blocks: [
        `La videoconsulta de ${petName} con ${vetName} ha pasado del ${format.dateTime(previousStartsAt)} al ${format.dateTime(startsAt)}.`,
      ],
    }),
    bookingCancelled: ({ vetName, petName, startsAt, cancelledBy }, format) => ({
      subject: `Consulta cancelada: ${petName} con ${vetName}`,
      blocks: [
        {
          owner: `La persona responsable de la mascota ha cancelado la videoconsulta de ${petName} con ${vetName} del ${format.dateTime(startsAt)}.`,
          vet: `${vetName} ha cancelado la videoconsulta de ${petName} del ${format.dateTime(startsAt)}.`,
          system: `La videoconsulta de ${petName} con ${vetName} del ${format.dateTime(startsAt)} se ha cancelado.`,
        }[cancelledBy],
        "Si te corresponde un reembolso, aparece en tus reservas.",
      ],
    }),
  },
};
