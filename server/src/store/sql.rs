//! The two databases behind one small interface ([`Sql`]): the same statements (parameters `$1`, `$2`, … in
//! order of first use, which SQLite numbers as PostgreSQL does) and the same migrations run on both.

use super::StoreError;

/// A value bound or read: the store uses only integers and text (TEXT and BIGINT columns).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A BIGINT.
    Int(i64),
    /// A TEXT.
    Text(String),
    /// A NULL TEXT.
    Null,
}

impl Value {
    /// The integer, or 0.
    pub fn int(&self) -> i64 {
        match self {
            Value::Int(i) => *i,
            _ => 0,
        }
    }

    /// The text, or none.
    pub fn text(&self) -> Option<String> {
        match self {
            Value::Text(t) => Some(t.clone()),
            _ => None,
        }
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_string())
    }
}

impl From<Option<String>> for Value {
    fn from(v: Option<String>) -> Value {
        v.map_or(Value::Null, Value::Text)
    }
}

/// What the store needs of a database connection.
pub trait Sql: Send {
    /// Runs statements without parameters (a migration, BEGIN, COMMIT).
    fn batch(&mut self, sql: &str) -> Result<(), StoreError>;
    /// Runs one statement; the rows it changed.
    fn exec(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError>;
    /// Runs one query; its rows.
    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Vec<Value>>, StoreError>;
    /// Starts a transaction that will write.
    fn begin(&mut self) -> Result<(), StoreError>;
}

impl Sql for rusqlite::Connection {
    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        Ok(self.execute_batch(sql)?)
    }

    fn exec(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let mut stmt = self.prepare_cached(sql)?;
        Ok(stmt.execute(rusqlite::params_from_iter(params.iter().map(sqlite_value)))? as u64)
    }

    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Vec<Value>>, StoreError> {
        let mut stmt = self.prepare_cached(sql)?;
        let n = stmt.column_count();
        let rows = stmt.query_map(
            rusqlite::params_from_iter(params.iter().map(sqlite_value)),
            |row| {
                (0..n)
                    .map(|i| {
                        Ok(match row.get_ref(i)? {
                            rusqlite::types::ValueRef::Integer(v) => Value::Int(v),
                            rusqlite::types::ValueRef::Text(t) => {
                                Value::Text(String::from_utf8_lossy(t).into_owned())
                            }
                            _ => Value::Null,
                        })
                    })
                    .collect::<rusqlite::Result<Vec<Value>>>()
            },
        )?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    fn begin(&mut self) -> Result<(), StoreError> {
        self.batch("BEGIN IMMEDIATE")
    }
}

fn sqlite_value(v: &Value) -> rusqlite::types::Value {
    match v {
        Value::Int(i) => rusqlite::types::Value::Integer(*i),
        Value::Text(t) => rusqlite::types::Value::Text(t.clone()),
        Value::Null => rusqlite::types::Value::Null,
    }
}

impl Sql for postgres::Client {
    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        Ok(self.batch_execute(sql)?)
    }

    fn exec(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let owned = pg_params(params);
        let refs: Vec<&(dyn postgres::types::ToSql + Sync)> =
            owned.iter().map(|b| b.as_ref()).collect();
        Ok(self.execute(sql, &refs)?)
    }

    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Vec<Value>>, StoreError> {
        let owned = pg_params(params);
        let refs: Vec<&(dyn postgres::types::ToSql + Sync)> =
            owned.iter().map(|b| b.as_ref()).collect();
        let rows = postgres::Client::query(self, sql, &refs)?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let mut values = Vec::with_capacity(row.len());
            for (i, column) in row.columns().iter().enumerate() {
                values.push(if *column.type_() == postgres::types::Type::INT8 {
                    row.try_get::<_, Option<i64>>(i)?
                        .map_or(Value::Null, Value::Int)
                } else {
                    row.try_get::<_, Option<String>>(i)?
                        .map_or(Value::Null, Value::Text)
                });
            }
            out.push(values);
        }
        Ok(out)
    }

    fn begin(&mut self) -> Result<(), StoreError> {
        self.batch("BEGIN")
    }
}

fn pg_params(params: &[Value]) -> Vec<Box<dyn postgres::types::ToSql + Sync>> {
    params
        .iter()
        .map(|v| -> Box<dyn postgres::types::ToSql + Sync> {
            match v {
                Value::Int(i) => Box::new(*i),
                Value::Text(t) => Box::new(t.clone()),
                Value::Null => Box::new(Option::<String>::None),
            }
        })
        .collect()
}

/// The migrations, in order: (version, SQL). One set for both databases.
pub const MIGRATIONS: &[(i64, &str)] = &[(1, include_str!("../../migrations/0001_tables.sql"))];

/// Brings the schema up to date: each migration not yet applied, in its own transaction with its version row.
/// Two processes starting at once: the loser's transaction fails on the version's key, and it finds the
/// migration applied.
pub fn migrate(db: &mut dyn Sql) -> Result<(), StoreError> {
    db.batch("CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY)")?;
    for &(version, sql) in MIGRATIONS {
        let applied = |db: &mut dyn Sql| -> Result<bool, StoreError> {
            Ok(!db
                .query(
                    "SELECT version FROM schema_migrations WHERE version = $1",
                    &[Value::Int(version)],
                )?
                .is_empty())
        };
        if applied(db)? {
            continue;
        }
        db.begin()?;
        let done = db.batch(sql).and_then(|()| {
            db.exec(
                "INSERT INTO schema_migrations (version) VALUES ($1)",
                &[Value::Int(version)],
            )
        });
        match done {
            Ok(_) => db.batch("COMMIT")?,
            Err(e) => {
                let _ = db.batch("ROLLBACK");
                if !applied(db)? {
                    return Err(e);
                }
            }
        }
    }
    Ok(())
}

/// The versions applied, in order.
pub fn applied(db: &mut dyn Sql) -> Result<Vec<i64>, StoreError> {
    Ok(db
        .query(
            "SELECT version FROM schema_migrations ORDER BY version",
            &[],
        )?
        .iter()
        .map(|r| r[0].int())
        .collect())
}
