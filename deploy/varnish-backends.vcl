# The two app replicas of docker-compose.yml. `npm run cluster` generates its own version of
# this file with the local ports.
probe ready {
  .url = "/api/health/ready";
  .interval = 2s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

backend app_a {
  .host = "app-a";
  .port = "3000";
  .probe = ready;
}

backend app_b {
  .host = "app-b";
  .port = "3000";
  .probe = ready;
}

sub vcl_init {
  new app = directors.round_robin();
  app.add_backend(app_a);
  app.add_backend(app_b);
  # For each replica, the others: where a read that got no answer is retried.
  new not_app_a = directors.round_robin();
  not_app_a.add_backend(app_b);
  new not_app_b = directors.round_robin();
  not_app_b.add_backend(app_a);
}

sub choose_other_backend {
  if (bereq.http.X-Failed-Backend == "app_a") {
    set bereq.backend = not_app_a.backend();
  } elsif (bereq.http.X-Failed-Backend == "not_app_a") {
    set bereq.backend = app_a;
  } elsif (bereq.http.X-Failed-Backend == "app_b") {
    set bereq.backend = not_app_b.backend();
  } elsif (bereq.http.X-Failed-Backend == "not_app_b") {
    set bereq.backend = app_b;
  }
}
