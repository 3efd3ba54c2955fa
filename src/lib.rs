pub mod grammar;
